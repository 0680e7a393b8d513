import { describe, expect, it } from 'vitest';
import type { CandidateSession } from '../../domain/candidate-session.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { EnqueueOptions, JobPayloads, JobQueue, QueueName } from '../../ports/job-queue.js';
import { FixedClock } from '../../testing/fixed-clock.js';
import { RecordAwaitingEvaluation } from './record-awaiting-evaluation.js';
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

describe('RecordAwaitingEvaluation', () => {
  function sessions(initial: Pick<CandidateSession, 'id' | 'evaluationRequestedAt'>[]) {
    const rows = new Map(initial.map((s) => [s.id, { ...s }]));
    const repository = {
      findById: async (id: string) => (rows.get(id) as CandidateSession | undefined) ?? null,
      update: async (id: string, update: Partial<CandidateSession>) => {
        const row = rows.get(id);
        if (!row) return null;
        Object.assign(row, update);
        return row as CandidateSession;
      },
    } as unknown as CandidateSessionRepository;
    return { rows, repository };
  }

  it('marks an unmarked session as awaiting evaluation at the current time and scores nothing', async () => {
    const clock = new FixedClock('2025-02-01T10:00:00Z');
    const store = sessions([{ id: 's1', evaluationRequestedAt: null }]);
    const job = new RecordAwaitingEvaluation({ sessions: store.repository, clock });
    expect(await job.execute({ sessionId: 's1' })).toBe('awaiting-evaluation');
    expect(store.rows.get('s1')).toEqual({ id: 's1', evaluationRequestedAt: clock.now() });
  });

  it('keeps the first request time and reports a missing session', async () => {
    const first = new Date('2025-01-01T00:00:00Z');
    const store = sessions([{ id: 's1', evaluationRequestedAt: first }]);
    const job = new RecordAwaitingEvaluation({ sessions: store.repository, clock: new FixedClock() });
    expect(await job.execute({ sessionId: 's1' })).toBe('awaiting-evaluation');
    expect(store.rows.get('s1')?.evaluationRequestedAt).toEqual(first);
    expect(await job.execute({ sessionId: 'nope' })).toBe('session-missing');
  });
});
