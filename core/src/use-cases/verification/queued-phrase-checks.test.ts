import { describe, expect, it } from 'vitest';
import { RecordingQueue } from '../../testing/recording-queue.js';
import { QueuedPhraseChecks } from './queued-phrase-checks.js';
import { SweepPendingPhraseChecks } from './sweep-pending-phrase-checks.js';

/** Lets the enqueue promise and its catch handler settle. */
async function flush() {
  for (let i = 0; i < 5; i++) await Promise.resolve();
}

describe('QueuedPhraseChecks', () => {
  it('enqueues a keyed phrase-check job for an upload and nothing for a status poll', async () => {
    const queue = new RecordingQueue();
    const checks = new QueuedPhraseChecks({ queue, onError: () => undefined });
    checks.request('s1', 'poll');
    checks.request('s1', 'upload');
    await flush();
    expect(queue.sent).toEqual([
      { queue: 'phrase-check', payload: { sessionId: 's1' }, options: { singletonKey: 'phrase-check:s1' } },
    ]);
  });

  it('reports a failed enqueue instead of throwing into the upload', async () => {
    const queue = new RecordingQueue();
    queue.failWith = new Error('database down');
    const errors: [string, unknown][] = [];
    const checks = new QueuedPhraseChecks({ queue, onError: (id, error) => errors.push([id, error]) });
    expect(() => checks.request('s2', 'upload')).not.toThrow();
    await flush();
    expect(errors).toEqual([['s2', queue.failWith]]);
  });
});

describe('SweepPendingPhraseChecks', () => {
  it('enqueues one keyed job per unchecked video, asking for at most the batch size', async () => {
    const queue = new RecordingQueue();
    const asked: number[] = [];
    const sweep = new SweepPendingPhraseChecks({
      queue,
      pending: {
        unchecked: async (limit) => {
          asked.push(limit);
          return ['a', 'b', 'c'].slice(0, limit);
        },
      },
    });
    expect(await sweep.execute(2)).toBe(2);
    expect(asked).toEqual([2]);
    expect(queue.sent.map((s) => s.options?.singletonKey)).toEqual(['phrase-check:a', 'phrase-check:b']);
  });
});
