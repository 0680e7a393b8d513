import { describe, expect, it } from 'vitest';
import { evaluateKey } from '../../ports/job-queue.js';
import { RecordingQueue } from '../../testing/recording-queue.js';
import { SweepPendingEvaluations } from './sweep-pending-evaluations.js';

describe('SweepPendingEvaluations', () => {
  it('enqueues one keyed evaluate job per session awaiting evaluation, asking for at most the batch size', async () => {
    const queue = new RecordingQueue();
    const asked: number[] = [];
    const sweep = new SweepPendingEvaluations({
      queue,
      pending: {
        unevaluated: async (limit) => {
          asked.push(limit);
          return ['s1', 's2', 's3'].slice(0, limit);
        },
      },
    });
    expect(await sweep.execute(2)).toBe(2);
    expect(asked).toEqual([2]);
    expect(queue.sent).toEqual([
      { queue: 'evaluate', payload: { sessionId: 's1' }, options: { singletonKey: evaluateKey('s1') } },
      { queue: 'evaluate', payload: { sessionId: 's2' }, options: { singletonKey: evaluateKey('s2') } },
    ]);
  });

  it('enqueues nothing when every requested evaluation is stored', async () => {
    const queue = new RecordingQueue();
    const sweep = new SweepPendingEvaluations({ queue, pending: { unevaluated: async () => [] } });
    expect(await sweep.execute()).toBe(0);
    expect(queue.sent).toEqual([]);
  });
});
