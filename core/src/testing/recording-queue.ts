import type { EnqueueOptions, JobPayloads, JobQueue, QueueName } from '../ports/job-queue.js';

/** A JobQueue that records what was enqueued; `failWith` makes every enqueue reject. */
export class RecordingQueue implements JobQueue {
  sent: { queue: QueueName; payload: unknown; options?: EnqueueOptions }[] = [];
  failWith: Error | null = null;

  async enqueue<Q extends QueueName>(queue: Q, payload: JobPayloads[Q], options?: EnqueueOptions) {
    if (this.failWith) throw this.failWith;
    this.sent.push({ queue, payload, ...(options ? { options } : {}) });
    return `job-${this.sent.length}`;
  }
}
