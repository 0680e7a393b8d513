import { DomainError } from '../../domain/errors.js';
import type { HumanReviewRequest } from '../../domain/human-review.js';
import type {
  HumanReviewOutcomeRequest,
  HumanReviewView,
  ReviewRequestsQuery,
  ReviewRequestsView,
} from '../../contract/candidate-feedback.js';
import { FEEDBACK_MESSAGES } from '../../contract/feedback-texts.js';
import type { DecisionQueries } from '../../ports/decision-queries.js';
import type { ReviewEventRepository } from '../../ports/human-review-repository.js';
import { decisionAgreement } from '../../rules/score-advice.js';
import { assertSameOrganisation, type Actor } from '../accounts/tenancy.js';
import { findJobOfActor, organisationOf } from '../jobs/job-access.js';
import type { FeedbackDeps } from './feedback-deps.js';
import { presentHumanReview } from './present-feedback.js';
import { tellCandidateOutcome } from './review-notices.js';

/** Requests one list shows at most, newest first. */
export const REVIEW_REQUESTS_LIMIT = 200;
const REQUEST_NOT_FOUND = 'Review request not found';

/**
 * HR's side of human review (docs/behaviour/interview.md §18, docs/behaviour/review.md §12): the
 * organisation's requests, listed and counted with how often decisions went against the scores'
 * advice, and the outcome of a review, which the candidate is mailed.
 */
export class HumanReviews {
  constructor(
    private readonly deps: FeedbackDeps & { events: ReviewEventRepository; decisions: DecisionQueries },
  ) {}

  async list(actor: Actor, query: ReviewRequestsQuery): Promise<ReviewRequestsView> {
    const organisationId = organisationOf(actor);
    if (query.jobId) await findJobOfActor(this.deps.jobs, actor, query.jobId);
    const filter = { organisationId, ...(query.jobId ? { jobId: query.jobId } : {}) };
    const open = query.status === 'all' ? undefined : query.status === 'open';
    const [requests, counts, groups, scoreOnlyRejections] = await Promise.all([
      this.deps.reviews.list({ ...filter, ...(open === undefined ? {} : { open }) }, REVIEW_REQUESTS_LIMIT),
      this.deps.reviews.counts(filter),
      this.deps.decisions.decisionsByBand(organisationId),
      this.deps.events.count(organisationId, 'score_only_rejection_confirmed'),
    ]);
    return {
      requests: await this.present(requests),
      counts,
      decisions: decisionAgreement(groups),
      scoreOnlyRejections,
    };
  }

  /**
   * Records what the review found and mails the candidate (a refused mail is sent again by the
   * workers' sweep). Errors: NOT_FOUND (another organisation's request), INVALID_STATE (decided).
   */
  async recordOutcome(actor: Actor, id: string, input: HumanReviewOutcomeRequest): Promise<HumanReviewView> {
    const request = await this.deps.reviews.findById(id);
    if (!request) throw new DomainError('NOT_FOUND', REQUEST_NOT_FOUND);
    try {
      assertSameOrganisation(actor, request.organisationId);
    } catch {
      throw new DomainError('NOT_FOUND', REQUEST_NOT_FOUND);
    }
    if (request.outcome) throw new DomainError('INVALID_STATE', FEEDBACK_MESSAGES.alreadyDecided);
    const decided = await this.deps.reviews.update(id, {
      outcome: input.outcome,
      outcomeNote: input.note,
      decidedBy: actor.userId,
      decidedAt: this.deps.clock.now(),
    });
    if (!decided) throw new DomainError('NOT_FOUND', REQUEST_NOT_FOUND);
    await tellCandidateOutcome(this.deps, decided);
    const [view] = await this.present([(await this.deps.reviews.findById(id)) ?? decided]);
    return view!;
  }

  /** The requests with their jobs' titles, candidates' names and deciders (one read per request's session). */
  private async present(requests: readonly HumanReviewRequest[]): Promise<HumanReviewView[]> {
    const [first] = requests;
    if (!first) return [];
    const [jobs, members] = await Promise.all([
      this.deps.jobs.listByOrganisation(first.organisationId),
      this.deps.users.listByOrganisation(first.organisationId),
    ]);
    const titles = new Map(jobs.map((j) => [j.id, j.title]));
    const emails = new Map(members.map((u) => [u.id, u.email]));
    return Promise.all(
      requests.map(async (request) => {
        const session = await this.deps.sessions.findById(request.sessionId);
        const title = titles.get(request.jobId) ?? '';
        const decider = request.decidedBy ? (emails.get(request.decidedBy) ?? null) : null;
        return presentHumanReview(request, { title }, session, decider);
      }),
    );
  }
}
