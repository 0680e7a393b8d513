import { phraseCheckKey, type JobQueue } from '../../ports/job-queue.js';

/** Finds sessions whose identity video waits for its phrase check (the storage side of the sweep). */
export interface PendingPhraseCheckFinder {
  /** Ids of up to `limit` such sessions, oldest first. */
  unchecked(limit: number): Promise<string[]>;
}

/** Sessions one sweep enqueues at most. */
export const PHRASE_SWEEP_BATCH = 200;

/**
 * The start-up sweep of phrase checks: enqueues a `phrase-check` job for every identity video not
 * yet checked, so a check lost in a crash before its enqueue still runs. Duplicates of waiting
 * jobs collapse on their singleton key. Resolves with the number of sessions found.
 */
export class SweepPendingPhraseChecks {
  constructor(private readonly deps: { pending: PendingPhraseCheckFinder; queue: JobQueue }) {}

  async execute(limit = PHRASE_SWEEP_BATCH): Promise<number> {
    const ids = await this.deps.pending.unchecked(limit);
    for (const sessionId of ids) {
      await this.deps.queue.enqueue(
        'phrase-check',
        { sessionId },
        { singletonKey: phraseCheckKey(sessionId) },
      );
    }
    return ids.length;
  }
}
