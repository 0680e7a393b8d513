import type { ReviewEventKind } from '../../domain/human-review.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { ReviewEventRepository } from '../../ports/human-review-repository.js';
import type { Ids } from '../../ports/ids.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { Actor } from '../accounts/tenancy.js';
import { findCandidateOfActor } from '../review/candidate-of-actor.js';

/**
 * POST /api/candidate-sessions/{sessionId}/review-events (docs/behaviour/review.md §12): the
 * candidate's page records that a reviewer opened a criterion's evidence or played an answer, so a
 * rejection can tell a person's look from the score alone. Another organisation's session is
 * NOT_FOUND, like a missing one.
 */
export class RecordReviewEvent {
  constructor(
    private readonly deps: {
      sessions: CandidateSessionRepository;
      jobs: JobRepository;
      events: ReviewEventRepository;
      clock: Clock;
      ids: Ids;
    },
  ) {}

  async execute(
    actor: Actor,
    sessionId: string,
    kind: Exclude<ReviewEventKind, 'score_only_rejection_confirmed'>,
  ) {
    const { session, job } = await findCandidateOfActor(this.deps, actor, sessionId);
    await this.deps.events.record({
      id: this.deps.ids.newId(),
      sessionId: session.id,
      organisationId: job.organisationId,
      userId: actor.userId,
      kind,
      at: this.deps.clock.now(),
    });
    return { recorded: true };
  }
}
