import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { JobPayloads } from '../../ports/job-queue.js';

/** What an `evaluate` job did. */
export type EvaluateOutcome = 'awaiting-evaluation' | 'session-missing';

/**
 * The `evaluate` job until the evaluator exists: it makes sure the session is marked as awaiting
 * evaluation (`evaluationRequestedAt`, kept when already set) and produces no scores. The
 * evaluator replaces this handler; the mark tells it which sessions are waiting.
 */
export class RecordAwaitingEvaluation {
  constructor(private readonly deps: { sessions: CandidateSessionRepository; clock: Clock }) {}

  async execute(payload: JobPayloads['evaluate']): Promise<EvaluateOutcome> {
    const session = await this.deps.sessions.findById(payload.sessionId);
    if (!session) return 'session-missing';
    if (!session.evaluationRequestedAt) {
      await this.deps.sessions.update(session.id, { evaluationRequestedAt: this.deps.clock.now() });
    }
    return 'awaiting-evaluation';
  }
}
