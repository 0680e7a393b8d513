import type { HumanReviewRequest } from '../../domain/human-review.js';
import type { Job } from '../../domain/job.js';
import type { User } from '../../domain/user.js';
import { linkTo } from '../accounts/link-mail.js';
import { contactOf, type FeedbackDeps } from './feedback-deps.js';
import { reviewOutcomeMail, reviewRequestedMail } from './feedback-mails.js';

/**
 * Who a review request reaches: the member who created the job while they are still a member of
 * its organisation, otherwise every member of it.
 */
async function jobHr(deps: Pick<FeedbackDeps, 'users'>, job: Job): Promise<User[]> {
  const creator = await deps.users.findById(job.createdBy);
  if (creator && creator.organisationId === job.organisationId) return [creator];
  return deps.users.listByOrganisation(job.organisationId);
}

/**
 * Mails the job's HR about a request, once (claimed first, so two sweeps never both mail). A mail
 * the server refuses releases the claim for the next sweep. True when it went.
 */
export async function notifyHrOfReview(deps: FeedbackDeps, request: HumanReviewRequest): Promise<boolean> {
  const [job, session] = await Promise.all([
    deps.jobs.findById(request.jobId),
    deps.sessions.findById(request.sessionId),
  ]);
  if (!job || !session) return false;
  if (!(await deps.reviews.claimNotice(request.id, 'hr', deps.clock.now()))) return false;
  try {
    const link = linkTo(
      deps.origin,
      `/jobs/${encodeURIComponent(job.id)}/candidates/${encodeURIComponent(session.id)}`,
    );
    for (const member of await jobHr(deps, job)) {
      await deps.mailer.send(
        reviewRequestedMail({
          to: member.email,
          candidateName: session.candidateName,
          job,
          message: request.message,
          reviewLink: link,
        }),
      );
    }
    return true;
  } catch {
    await deps.reviews.releaseNotice(request.id, 'hr');
    return false;
  }
}

/** Mails the candidate what the review found, once; a refused mail is tried again by the sweep. */
export async function tellCandidateOutcome(
  deps: FeedbackDeps,
  request: HumanReviewRequest,
): Promise<boolean> {
  if (!request.outcome || !request.outcomeNote) return false;
  const [job, session] = await Promise.all([
    deps.jobs.findById(request.jobId),
    deps.sessions.findById(request.sessionId),
  ]);
  if (!job || !session?.candidateEmail) return false;
  if (!(await deps.reviews.claimNotice(request.id, 'candidate', deps.clock.now()))) return false;
  const [settings, organisation] = await Promise.all([
    deps.settings.organisation(job.organisationId),
    deps.organisations.findById(job.organisationId),
  ]);
  try {
    await deps.mailer.send(
      reviewOutcomeMail({
        to: session.candidateEmail,
        name: session.candidateName,
        organisationName: organisation?.name ?? 'the company',
        job,
        outcome: request.outcome,
        note: request.outcomeNote,
        contact: contactOf(deps, settings),
      }),
    );
    return true;
  } catch {
    await deps.reviews.releaseNotice(request.id, 'candidate');
    return false;
  }
}
