import type { CandidateFeedback, FeedbackContent } from '../../domain/candidate-feedback.js';
import type { CandidateSession } from '../../domain/candidate-session.js';
import { DomainError } from '../../domain/errors.js';
import type { Job } from '../../domain/job.js';
import type { FeedbackContentRequest, HrFeedbackView } from '../../contract/candidate-feedback.js';
import { FEEDBACK_MESSAGES } from '../../contract/feedback-texts.js';
import type { Actor } from '../accounts/tenancy.js';
import { findJobOfActor } from '../jobs/job-access.js';
import { CANDIDATE_NOT_FOUND_MESSAGE } from '../review/get-candidate-detail.js';
import { deliverFeedback } from './deliver-feedback.js';
import { loadFeedbackContext, type FeedbackContext, type FeedbackDeps } from './feedback-deps.js';
import { presentHrFeedback, presentHumanReview } from './present-feedback.js';

/**
 * HR's side of a candidate's feedback (docs/behaviour/interview.md §17): see the draft, edit it,
 * hold it or send it now. Another organisation's job or a session not of the job is NOT_FOUND.
 */
export class ManageFeedback {
  constructor(private readonly deps: FeedbackDeps) {}

  /** The feedback card of the candidate detail. */
  async view(actor: Actor, jobId: string, sessionId: string): Promise<HrFeedbackView> {
    const { job, session } = await this.candidate(actor, jobId, sessionId);
    return this.present(await loadFeedbackContext(this.deps, session, job));
  }

  /** Saves HR's edited draft; it is what goes, by hand or by itself. */
  async save(actor: Actor, jobId: string, sessionId: string, input: FeedbackContentRequest) {
    const { job, session } = await this.candidate(actor, jobId, sessionId);
    const context = await loadFeedbackContext(this.deps, session, job);
    const content = contentToSend(context, input, false);
    const record = await this.openUnsent(session);
    await this.deps.feedback.update(record.sessionId, {
      draft: content,
      updatedBy: actor.userId,
      updatedAt: this.deps.clock.now(),
    });
    return this.present(context);
  }

  /** Holds the feedback (nothing goes by itself) or lets it go again. */
  async hold(actor: Actor, jobId: string, sessionId: string, held: boolean) {
    const { job, session } = await this.candidate(actor, jobId, sessionId);
    const record = await this.openUnsent(session);
    await this.deps.feedback.update(record.sessionId, {
      status: held ? 'held' : 'pending',
      updatedBy: actor.userId,
      updatedAt: this.deps.clock.now(),
    });
    return this.present(await loadFeedbackContext(this.deps, session, job));
  }

  /**
   * Sends `input` now and records it. Errors: INVALID_STATE (no address, not completed, already
   * sent), VALIDATION_FAILED (empty, or generated parts where a person must write),
   * PROVIDER_UNAVAILABLE (the mail was refused; nothing is recorded).
   */
  async send(actor: Actor, jobId: string, sessionId: string, input: FeedbackContentRequest) {
    const { job, session } = await this.candidate(actor, jobId, sessionId);
    const context = await loadFeedbackContext(this.deps, session, job);
    const content = contentToSend(context, input, true);
    await this.openUnsent(session);
    await this.deps.feedback.update(session.id, { draft: content });
    const sent = await deliverFeedback(this.deps, context, content, actor.userId, [
      'pending',
      'held',
      'awaiting_hr',
    ]);
    if (!sent) throw new DomainError('INVALID_STATE', FEEDBACK_MESSAGES.alreadySent);
    return this.present(context);
  }

  private async candidate(
    actor: Actor,
    jobId: string,
    sessionId: string,
  ): Promise<{ job: Job; session: CandidateSession }> {
    const job = await findJobOfActor(this.deps.jobs, actor, jobId);
    const session = await this.deps.sessions.findInJob(sessionId, job.id);
    if (!session) throw new DomainError('NOT_FOUND', CANDIDATE_NOT_FOUND_MESSAGE);
    return { job, session };
  }

  /** The record of a completed interview not yet sent (opened now for one completed before feedback). */
  private async openUnsent(session: CandidateSession): Promise<CandidateFeedback> {
    if (!session.completedAt) throw new DomainError('INVALID_STATE', FEEDBACK_MESSAGES.notCompleted);
    const record = await this.deps.feedback.open({
      sessionId: session.id,
      jobId: session.jobId,
      createdAt: this.deps.clock.now(),
    });
    if (record.status === 'sent') throw new DomainError('INVALID_STATE', FEEDBACK_MESSAGES.alreadySent);
    return record;
  }

  private async present(context: FeedbackContext): Promise<HrFeedbackView> {
    const { session, job } = context;
    const [record, jobSettings, request] = await Promise.all([
      this.deps.feedback.findBySession(session.id),
      this.deps.settings.job(job.id),
      this.deps.reviews.findBySession(session.id),
    ]);
    const [sender, decider] = await Promise.all([
      record?.sentBy ? this.deps.users.findById(record.sentBy) : null,
      request?.decidedBy ? this.deps.users.findById(request.decidedBy) : null,
    ]);
    return presentHrFeedback({
      context,
      record,
      jobSettings,
      sentBy: sender?.email ?? null,
      review: request ? presentHumanReview(request, job, session, decider?.email ?? null) : null,
    });
  }
}

/**
 * The content HR saves or sends, checked against who may write it: an interview that needs a
 * human-written message takes only HR's message, never generated strengths or suggestions. The
 * figures are the evaluation's (when the organisation shows them), never typed.
 */
function contentToSend(
  context: FeedbackContext,
  input: FeedbackContentRequest,
  sending: boolean,
): FeedbackContent {
  const { basis } = context;
  if (basis.kind === 'human' && (input.strengths.length || input.growth.length))
    throw new DomainError('VALIDATION_FAILED', FEEDBACK_MESSAGES.humanOnly);
  if (sending && basis.kind !== 'generated' && !input.note)
    throw new DomainError('VALIDATION_FAILED', FEEDBACK_MESSAGES.noteRequired);
  if (sending && !input.strengths.length && !input.growth.length && !input.note)
    throw new DomainError('VALIDATION_FAILED', FEEDBACK_MESSAGES.empty);
  return {
    strengths: input.strengths,
    growth: input.growth,
    note: input.note,
    figures: basis.kind === 'generated' ? basis.draft.figures : null,
  };
}
