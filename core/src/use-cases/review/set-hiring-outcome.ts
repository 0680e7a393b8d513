import type { HiringOutcome } from '../../domain/candidate-session.js';
import { DomainError } from '../../domain/errors.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { WebhookEvents } from '../../ports/webhook-events.js';
import { announce } from '../webhooks/publish-event.js';
import type { Actor } from '../accounts/tenancy.js';
import { sessionOfOrganisation } from './session-of-organisation.js';
import { CANDIDATE_NOT_FOUND_MESSAGE } from './get-candidate-detail.js';
import { presentReviewSession } from './present-session.js';
import type { HiringOutcomeResult } from '../../contract/review-views.js';

/**
 * PUT /api/candidate-sessions/{sessionId}/hiring-outcome (docs/behaviour/review.md §4): records hired, rejected or
 * considering, or clears it with null, stamping hiringOutcomeUpdatedAt with the clock. NOT_FOUND
 * for a session of another organisation's job, exactly like a missing one.
 */
export class SetHiringOutcome {
  constructor(
    private readonly deps: {
      jobs: JobRepository;
      sessions: CandidateSessionRepository;
      clock: Clock;
      /** Told `hiring_outcome.changed` when the outcome really changes (docs/behaviour/platform.md, "Webhooks"). */
      webhooks?: WebhookEvents;
    },
  ) {}

  async execute(
    actor: Actor,
    sessionId: string,
    outcome: HiringOutcome | null,
  ): Promise<HiringOutcomeResult> {
    const { session, job } = await sessionOfOrganisation(this.deps, actor, sessionId);
    const updated = await this.deps.sessions.update(session.id, {
      hiringOutcome: outcome,
      hiringOutcomeUpdatedAt: this.deps.clock.now(),
    });
    if (!updated) throw new DomainError('NOT_FOUND', CANDIDATE_NOT_FOUND_MESSAGE);
    if ((session.hiringOutcome ?? null) !== outcome) {
      await announce(this.deps.webhooks, {
        type: 'hiring_outcome.changed',
        organisationId: job.organisationId,
        data: {
          sessionId: session.id,
          jobId: job.id,
          hiringOutcome: outcome,
          previousHiringOutcome: session.hiringOutcome ?? null,
          changedAt: updated.hiringOutcomeUpdatedAt?.toISOString() ?? null,
        },
      });
    }
    return { session: presentReviewSession(updated) };
  }
}
