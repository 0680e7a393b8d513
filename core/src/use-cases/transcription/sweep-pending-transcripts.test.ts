import { describe, expect, it } from 'vitest';
import { RecordingQueue } from '../../testing/recording-queue.js';
import { SweepPendingTranscripts } from './sweep-pending-transcripts.js';

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
