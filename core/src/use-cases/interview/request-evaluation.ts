import type { CandidateSession } from '../../domain/candidate-session.js';
import { DomainError } from '../../domain/errors.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Clock } from '../../ports/clock.js';
import { evaluateKey, type JobQueue } from '../../ports/job-queue.js';
import type { Digest } from '../../ports/digest.js';
import { findCandidateSession, SESSION_NOT_FOUND_MESSAGE } from './session-access.js';

/** POST /api/sessions/{id}/evaluate: the candidate's page asks for evaluation once it completes. */
export class RequestEvaluation {
  constructor(
    private readonly deps: {
      sessions: CandidateSessionRepository;
      digest: Digest;
      clock: Clock;
      /** Optional so the rule can be tested alone; the container always passes it. */
      queue?: JobQueue;
    },
  ) {}

  /**
   * Marks the session as awaiting evaluation (`evaluationRequestedAt`, kept from the first
   * request, so retries change nothing). No result is made up here: the evaluator reads the mark.
   * Errors: NOT_FOUND, INVALID_STATE while the interview is still in progress.
   */
  async execute(id: string, tokens: readonly string[]): Promise<CandidateSession> {
    return this.requestFor(await findCandidateSession(this.deps, id, tokens));
  }

  /** The same for a session the caller already holds (a phone interview completing). Errors: as execute. */
  async requestFor(session: CandidateSession): Promise<CandidateSession> {
    if (session.status !== 'completed') {
      throw new DomainError('INVALID_STATE', 'The interview must be completed before it is evaluated.');
    }
    const updated = session.evaluationRequestedAt
      ? session
      : await this.deps.sessions.update(session.id, { evaluationRequestedAt: this.deps.clock.now() });
    if (!updated) throw new DomainError('NOT_FOUND', SESSION_NOT_FOUND_MESSAGE);
    // After the mark is stored; a repeat asks again (the singleton key collapses duplicates), so a
    // lost enqueue is recovered by the candidate page's retry. A queue failure must not fail the call.
    await this.deps.queue
      ?.enqueue('evaluate', { sessionId: updated.id }, { singletonKey: evaluateKey(updated.id) })
      .catch(() => undefined);
    return updated;
  }
}
