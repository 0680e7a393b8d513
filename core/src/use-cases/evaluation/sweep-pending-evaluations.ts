import { evaluateKey, type JobQueue } from '../../ports/job-queue.js';

/** Finds interviews whose evaluation was requested and that hold no evaluation yet. */
export interface PendingEvaluationFinder {
  /** Ids of up to `limit` such sessions, oldest request first. */
  unevaluated(limit: number): Promise<string[]>;
}

/** Sessions one sweep enqueues at most, so a start-up never floods the queue. */
export const EVALUATION_SWEEP_BATCH = 500;

/**
 * The evaluation sweep (at start-up and then periodically): enqueues an `evaluate` job for every
 * completed interview whose evaluation was requested and never stored. Without it such an
 * interview stayed "awaiting evaluation" for good when the request's enqueue failed (the call
 * still answers 202: the database or queue was restarting), when the server died first, or when
 * a provider outage outlasted the job's retries. Resolves with the number of sessions found.
 */
export class SweepPendingEvaluations {
  constructor(private readonly deps: { pending: PendingEvaluationFinder; queue: JobQueue }) {}

  async execute(limit = EVALUATION_SWEEP_BATCH): Promise<number> {
    const ids = await this.deps.pending.unevaluated(limit);
    for (const sessionId of ids) {
      await this.deps.queue.enqueue('evaluate', { sessionId }, { singletonKey: evaluateKey(sessionId) });
    }
    return ids.length;
  }
}
