import type { HiringOutcome } from '../../domain/candidate-session.js';
import type { CandidateSession } from '../../domain/candidate-session.js';
import { DomainError } from '../../domain/errors.js';
import type { Job } from '../../domain/job.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { EvaluationRepository } from '../../ports/evaluation-repository.js';
import type { Ids } from '../../ports/ids.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { HiringDecisionLog } from '../../ports/regulator-records.js';
import type { WebhookEvents } from '../../ports/webhook-events.js';
import type { ReviewEventRepository } from '../../ports/human-review-repository.js';
import { FEEDBACK_MESSAGES } from '../../contract/feedback-texts.js';
import { announce } from '../webhooks/publish-event.js';
import type { Actor } from '../accounts/tenancy.js';
import { provenance } from '../evaluation/evaluate-session.js';
import { findCandidateOfActor } from './candidate-of-actor.js';
import { CANDIDATE_NOT_FOUND_MESSAGE } from './get-candidate-detail.js';
import { presentReviewSession } from './present-session.js';
import type { HiringOutcomeResult } from '../../contract/review-views.js';

/** Where a decision came from: the review screen, or an API key (docs/behaviour/review.md §14). */
export type DecisionChannel = { source: 'screen' } | { source: 'api'; apiKeyId: string };

/**
 * PUT /api/candidate-sessions/{sessionId}/hiring-outcome (docs/behaviour/review.md §4): records hired, rejected or
 * considering, or clears it with null, stamping hiringOutcomeUpdatedAt with the clock. NOT_FOUND
 * for a session of another organisation's job, exactly like a missing one. A change is also
 * logged beside the recommendation in force (docs/behaviour/review.md §14).
 */
export class SetHiringOutcome {
  constructor(
    private readonly deps: {
      jobs: JobRepository;
      sessions: CandidateSessionRepository;
      clock: Clock;
      /** The log of decisions beside the recommendation they were made against. */
      decisions: HiringDecisionLog;
      evaluations: EvaluationRepository;
      ids: Ids;
      /** Told `hiring_outcome.changed` when the outcome really changes (docs/behaviour/platform.md, "Webhooks"). */
      webhooks?: WebhookEvents;
      /** What reviewers looked at: a rejection on the score alone needs confirming (docs/behaviour/review.md §12). */
      events?: ReviewEventRepository;
    },
  ) {}

  /**
   * Errors: NOT_FOUND; CONFLICT for a rejection while nobody has opened a criterion's evidence or
   * played an answer of the candidate, unless `confirmWithoutReview` says a person decided it
   * (the confirmation is then recorded). `channel` says where the decision came from (the screen
   * unless told otherwise).
   */
  async execute(
    actor: Actor,
    sessionId: string,
    outcome: HiringOutcome | null,
    options: { confirmWithoutReview?: boolean; channel?: DecisionChannel } = {},
  ): Promise<HiringOutcomeResult> {
    const { session, job } = await findCandidateOfActor(this.deps, actor, sessionId);
    const rejecting = outcome === 'rejected' && session.hiringOutcome !== 'rejected';
    const scoreOnly =
      rejecting && this.deps.events ? !(await this.deps.events.hasHumanLook(session.id)) : false;
    if (scoreOnly && !options.confirmWithoutReview) {
      throw new DomainError('CONFLICT', FEEDBACK_MESSAGES.rejectionNeedsConfirmation, {
        confirmation: 'score_only_rejection',
      });
    }
    const updated = await this.deps.sessions.update(session.id, {
      hiringOutcome: outcome,
      hiringOutcomeUpdatedAt: this.deps.clock.now(),
    });
    if (!updated) throw new DomainError('NOT_FOUND', CANDIDATE_NOT_FOUND_MESSAGE);
    if (scoreOnly && this.deps.events) {
      await this.deps.events.record({
        id: this.deps.ids.newId(),
        sessionId: session.id,
        organisationId: job.organisationId,
        userId: actor.userId,
        kind: 'score_only_rejection_confirmed',
        at: updated.hiringOutcomeUpdatedAt ?? this.deps.clock.now(),
      });
    }
    if ((session.hiringOutcome ?? null) !== outcome) {
      await this.logDecision(actor, job, session, updated, options.channel ?? { source: 'screen' });
      await announce(this.deps.webhooks, {
        type: 'hiring_outcome.changed',
        organisationId: job.organisationId,
        data: {
          sessionId: session.id,
          jobId: job.id,
          externalReference: session.externalReference,
          hiringOutcome: outcome,
          previousHiringOutcome: session.hiringOutcome ?? null,
          changedAt: updated.hiringOutcomeUpdatedAt?.toISOString() ?? null,
        },
      });
    }
    return { session: presentReviewSession(updated) };
  }

  /** The decision beside the latest evaluation at this moment, as it stands now. */
  private async logDecision(
    actor: Actor,
    job: Job,
    before: CandidateSession,
    after: CandidateSession,
    channel: DecisionChannel,
  ): Promise<void> {
    const latest = await this.deps.evaluations.findLatestBySession(before.id);
    const version = provenance(latest).version;
    await this.deps.decisions.add({
      id: this.deps.ids.newId(),
      sessionId: before.id,
      jobId: job.id,
      organisationId: job.organisationId,
      outcome: after.hiringOutcome,
      previousOutcome: before.hiringOutcome ?? null,
      decidedAt: after.hiringOutcomeUpdatedAt ?? this.deps.clock.now(),
      decidedByUserId: actor.userId,
      impersonatorUserId: actor.impersonatorId ?? null,
      apiKeyId: channel.source === 'api' ? channel.apiKeyId : null,
      source: channel.source,
      evaluationId: latest?.id ?? null,
      evaluatorVersion: typeof version === 'string' ? version : null,
      overallScore: latest?.overallScore ?? null,
      recommendation: latest?.recommendation ?? null,
    });
  }
}
