import { DomainError } from '../../domain/errors.js';
import type { CandidateFeedbackPage } from '../../contract/candidate-feedback.js';
import { FEEDBACK_MESSAGES } from '../../contract/feedback-texts.js';
import { newHumanReviewRequest, type HumanReviewRequest } from '../../domain/human-review.js';
import { explainAssessment } from './assessment-explanation.js';
import { contactOf, type FeedbackDeps } from './feedback-deps.js';
import { assertFeedbackLink } from './feedback-link.js';
import { notifyHrOfReview } from './review-notices.js';

/**
 * The candidate's own page, reached from the feedback mail (docs/behaviour/interview.md §17, §18):
 * the feedback as sent, how the interview was assessed, and a human review on request. The link's
 * token opens only its own interview: a forged, replaced or another candidate's token is
 * NOT_FOUND, an expired one INVALID_STATE.
 */
export class CandidateFeedbackPages {
  constructor(private readonly deps: FeedbackDeps & { retention: string | null }) {}

  async open(sessionId: string, token: string): Promise<CandidateFeedbackPage> {
    const record = assertFeedbackLink(
      await this.deps.feedback.findBySession(sessionId),
      token,
      this.deps.digest,
      this.deps.clock.now(),
    );
    const [session, job] = await Promise.all([
      this.deps.sessions.findById(record.sessionId),
      this.deps.jobs.findById(record.jobId),
    ]);
    if (!session || !job || !record.sent || !record.sentAt)
      throw new DomainError('NOT_FOUND', FEEDBACK_MESSAGES.linkInvalid);
    const [settings, request] = await Promise.all([
      this.deps.settings.organisation(job.organisationId),
      this.deps.reviews.findBySession(session.id),
    ]);
    return {
      jobId: job.id,
      jobTitle: job.title,
      companyName: job.companyName,
      candidateName: session.candidateName,
      feedback: record.sent,
      sentAt: record.sentAt.toISOString(),
      contactEmail: contactOf(this.deps, settings),
      assessment: explainAssessment(job, this.deps.retention),
      review: request ? presentForCandidate(request) : null,
    };
  }

  /**
   * Records the candidate's request for a human review (one per interview: asking again answers
   * the stored one) and mails the job's HR; a refused mail is sent again by the workers' sweep.
   */
  async requestReview(
    sessionId: string,
    token: string,
    message: string | null,
  ): Promise<CandidateFeedbackPage> {
    const record = assertFeedbackLink(
      await this.deps.feedback.findBySession(sessionId),
      token,
      this.deps.digest,
      this.deps.clock.now(),
    );
    const job = await this.deps.jobs.findById(record.jobId);
    if (!job) throw new DomainError('NOT_FOUND', FEEDBACK_MESSAGES.linkInvalid);
    const { request, created } = await this.deps.reviews.add(
      newHumanReviewRequest({
        id: this.deps.ids.newId(),
        sessionId: record.sessionId,
        jobId: job.id,
        organisationId: job.organisationId,
        message,
        requestedAt: this.deps.clock.now(),
      }),
    );
    if (created) await notifyHrOfReview(this.deps, request);
    return this.open(sessionId, token);
  }
}

function presentForCandidate(request: HumanReviewRequest): NonNullable<CandidateFeedbackPage['review']> {
  return {
    requestedAt: request.requestedAt.toISOString(),
    outcome: request.outcome,
    outcomeNote: request.outcomeNote,
    decidedAt: request.decidedAt?.toISOString() ?? null,
  };
}
