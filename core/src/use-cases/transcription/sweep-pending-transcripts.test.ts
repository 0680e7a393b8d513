import { describe, expect, it } from 'vitest';
import type { EnqueueOptions, JobPayloads, JobQueue, QueueName } from '../../ports/job-queue.js';
import { SweepPendingTranscripts } from './sweep-pending-transcripts.js';

class RecordingQueue implements JobQueue {
  sent: { queue: QueueName; payload: unknown; options?: EnqueueOptions }[] = [];
  async enqueue<Q extends QueueName>(queue: Q, payload: JobPayloads[Q], options?: EnqueueOptions) {
    this.sent.push({ queue, payload, ...(options ? { options } : {}) });
    return `job-${this.sent.length}`;
  }
}

describe('SweepPendingTranscripts', () => {
  it('enqueues one keyed transcribe job per pending answer, asking for at most the batch size', async () => {
    const queue = new RecordingQueue();
    const asked: number[] = [];
    const sweep = new SweepPendingTranscripts({
      queue,
      pending: {
        untranscribed: async (limit) => {
          asked.push(limit);
          return ['a', 'b', 'c'].slice(0, limit);
        },
      },
    });
    expect(await sweep.execute(2)).toBe(2);
    expect(asked).toEqual([2]);
    expect(queue.sent).toEqual([
      { queue: 'transcribe', payload: { responseId: 'a' }, options: { singletonKey: 'transcribe:a' } },
      { queue: 'transcribe', payload: { responseId: 'b' }, options: { singletonKey: 'transcribe:b' } },
    ]);
  });
});
