import { transcribeKey, type JobQueue } from '../../ports/job-queue.js';

/** Finds answers that have audio and no transcript yet (the storage side of the start-up sweep). */
export interface PendingTranscriptFinder {
  /** Ids of up to `limit` such answers, oldest first. */
  untranscribed(limit: number): Promise<string[]>;
}

/** Answers one sweep enqueues at most, so a start-up never floods the queue. */
export const SWEEP_BATCH = 500;

/**
 * The start-up sweep: enqueues a `transcribe` job for every answer with audio and no transcript,
 * so nothing stays pending after a crash or a failed enqueue. Duplicates of jobs still waiting
 * collapse on their singleton key. Resolves with the number of answers found.
 */
export class SweepPendingTranscripts {
  constructor(private readonly deps: { pending: PendingTranscriptFinder; queue: JobQueue }) {}

  async execute(limit = SWEEP_BATCH): Promise<number> {
    const ids = await this.deps.pending.untranscribed(limit);
    for (const responseId of ids) {
      await this.deps.queue.enqueue(
        'transcribe',
        { responseId },
        { singletonKey: transcribeKey(responseId) },
      );
    }
    return ids.length;
  }
}
