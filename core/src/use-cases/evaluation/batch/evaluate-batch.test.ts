import { describe, expect, it } from 'vitest';
import type { Evaluation } from '../../../domain/evaluation.js';
import type { EvaluationInput, Evaluator, EvaluatorOutput } from '../../../ports/evaluator.js';
import { evaluationTestbed } from '../../../testing/evaluation-testbed.js';
import { ScriptedEvaluator } from '../../../testing/scripted-evaluator.js';
import { runBatch } from './run-batch.js';

/** Scripted scores, with a hook that sees each interview before it is answered. */
class HookedEvaluator implements Evaluator {
  readonly version = 'scripted@1';
  private readonly scripted = new ScriptedEvaluator({ communication: 80, problem_solving: 60 });
  constructor(private readonly hook: (candidate: string) => Promise<void> | void = () => {}) {}
  async evaluate(input: EvaluationInput): Promise<EvaluatorOutput> {
    // Each seeded answer names its session, e.g. "... (s-3)".
    await this.hook(/\((s-\d+)\)/.exec(input.answers[1]?.transcript ?? '')?.[1] ?? '');
    return this.scripted.evaluate(input);
  }
}

/** `count` completed sessions s-0, s-1, … with two transcribed answers each, and the batch use case. */
async function world(
  count: number,
  evaluator: Evaluator = new HookedEvaluator(),
  options: { transcriberConfigured?: boolean; pageSize?: number } = {},
) {
  const bed = await evaluationTestbed(evaluator, {
    transcriberConfigured: options.transcriberConfigured ?? false,
  });
  for (let i = 0; i < count; i += 1) {
    const id = `s-${i}`;
    await bed.sessions.create({ id, jobId: bed.job.id, startedAt: bed.clock.now() });
    bed.addAnswer(id, 0, { transcribedText: 'I enjoy working with people.', transcriptionConfidence: 0.9 });
    bed.addAnswer(id, 1, {
      transcribedText: `I listened to the customer and explained the refund policy clearly (${id}).`,
      transcriptionConfidence: 0.8,
    });
  }
  const { store, batch } = bed.batch(evaluator, options.pageSize ? { pageSize: options.pageSize } : {});
  return { ...bed, store, batch };
}

/** The stored rows without their ids (the two paths draw ids from different sequences). */
const rows = (evaluations: Evaluation[]) =>
  evaluations.map(({ id: _id, ...rest }) => rest).sort((a, b) => a.sessionId.localeCompare(b.sessionId));

describe('EvaluateBatch', () => {
  it('gives the outcomes and stored rows of EvaluateSession run one at a time, whatever the session', async () => {
    const build = async () => {
      const w = await world(4, undefined, { transcriberConfigured: true, pageSize: 3 });
      await w.sessions.create({ id: 'open', jobId: w.job.id, startedAt: w.clock.now() });
      await w.sessions.update('open', { status: 'in_progress' });
      w.addAnswer('s-2', 2); // audio without a transcript yet: EvaluateSession fails it, to be retried
      return w;
    };
    const ids = ['s-0', 'gone', 's-1', 'open', 's-2', 's-3'];
    for (const force of [false, true]) {
      const bulk = await build();
      const single = await build();
      const byBatch = await bulk.batch.execute({ sessionIds: ids, force, concurrency: 3 });
      const oneByOne = await runBatch(ids, {
        concurrency: 1,
        evaluateOne: async (sessionId) => (await single.evaluate.execute({ sessionId, force })).outcome,
      });
      expect(byBatch).toEqual(oneByOne);
      expect(byBatch).toMatchObject({ evaluated: 3, failed: 3 });
      expect(rows(bulk.evaluations.rows)).toEqual(rows(single.evaluations.rows));
    }
  });

  it('skips the sessions already evaluated with unchanged answers unless forced', async () => {
    const w = await world(5);
    const ids = ['s-0', 's-1', 's-2', 's-3', 's-4'];
    expect(await w.batch.execute({ sessionIds: ids, force: false, concurrency: 2 })).toMatchObject({
      evaluated: 5,
    });
    expect(await w.batch.execute({ sessionIds: ids, force: false, concurrency: 2 })).toMatchObject({
      skipped: 5,
    });
    expect(await w.batch.execute({ sessionIds: ids, force: true, concurrency: 2 })).toMatchObject({
      evaluated: 5,
    });
    expect(w.evaluations.rows).toHaveLength(10);
  });

  it('reads a page of sessions per statement and stores the evaluations in groups', async () => {
    const w = await world(250, undefined, { pageSize: 100 });
    const ids = Array.from({ length: 250 }, (_, i) => `s-${i}`);
    const summary = await w.batch.execute({ sessionIds: ids, force: true, concurrency: 16 });
    expect(summary.evaluated).toBe(250);
    expect(w.store.calls.findSessions).toBe(3);
    expect(w.evaluations.rows).toHaveLength(250);
    expect(w.store.calls.addEvaluations).toBeLessThan(250 / 4);
  });

  it('keeps its window full: one slow session never holds back the others, and never more than asked', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    let running = 0;
    let peak = 0;
    const evaluator = new HookedEvaluator(async (candidate) => {
      peak = Math.max(peak, ++running);
      if (candidate === 's-0') await gate;
      await Promise.resolve();
      running -= 1;
    });
    const w = await world(20, evaluator, { pageSize: 6 });
    let done = 0;
    const run = w.batch.execute({
      sessionIds: Array.from({ length: 20 }, (_, i) => `s-${i}`),
      force: true,
      concurrency: 4,
      onProgress: (n) => void (done = n),
    });
    // Microtask turns only (no timers): the 19 others finish while the first one is held.
    for (let i = 0; i < 2000 && done < 19; i += 1) await Promise.resolve();
    expect(done).toBe(19);
    release();
    expect((await run).evaluated).toBe(20);
    expect(peak).toBe(4);
  });

  it('lets the evaluator go on while writes are slow: a session waiting for its write holds no evaluator slot', async () => {
    let calls = 0;
    const w = await world(10, new HookedEvaluator(() => void (calls += 1)));
    let release = () => {};
    const writes = new Promise<void>((resolve) => (release = resolve));
    const add = w.store.addEvaluations.bind(w.store);
    w.store.addEvaluations = async (group) => {
      await writes;
      return add(group);
    };
    const run = w.batch.execute({
      sessionIds: Array.from({ length: 10 }, (_, i) => `s-${i}`),
      force: true,
      concurrency: 2,
    });
    for (let i = 0; i < 2000 && calls < 4; i += 1) await Promise.resolve();
    // Two sessions' worth of evaluations beyond the two slots went ahead while the first write hung.
    expect(calls).toBe(4);
    release();
    expect((await run).evaluated).toBe(10);
  });

  it('reads the next page while the calls of the current one are in flight, so no call waits for a read', async () => {
    const gates = new Map<string, () => void>();
    const evaluator = new HookedEvaluator(
      (candidate) =>
        new Promise<void>((resolve) =>
          gates.set(candidate, () => {
            gates.delete(candidate);
            resolve();
          }),
        ),
    );
    const w = await world(12, evaluator, { pageSize: 4 });
    const settle = async () => {
      for (let i = 0; i < 500; i += 1) await Promise.resolve();
    };
    const releaseAll = () => [...gates.values()].forEach((release) => release());
    let finished = false;
    const run = w.batch
      .execute({ sessionIds: Array.from({ length: 12 }, (_, i) => `s-${i}`), force: true, concurrency: 2 })
      .finally(() => (finished = true));
    await settle();
    // Page 0's first two calls hold the model (the window of four is page 0), and page 1 is read meanwhile.
    expect([...gates.keys()]).toEqual(['s-0', 's-1']);
    expect(w.store.calls.findSessions).toBe(2);
    releaseAll();
    await settle();
    // The next two calls start at once; page 1's sessions entering the window start page 2's read.
    expect([...gates.keys()]).toEqual(['s-2', 's-3']);
    expect(w.store.calls.findSessions).toBe(3);
    for (let i = 0; i < 10 && !finished; i += 1) {
      releaseAll();
      await settle();
    }
    expect((await run).evaluated).toBe(12);
    expect(w.store.calls.findSessions).toBe(3);
  });

  it('fails only the session whose write fails, not the group it was written with', async () => {
    const held: { sessions?: Map<string, unknown> } = {};
    const evaluator = new HookedEvaluator((candidate) => {
      // Deleted between its read and its write (HR erased the candidate meanwhile).
      if (candidate === 's-3') held.sessions?.delete('s-3');
    });
    const w = await world(8, evaluator);
    held.sessions = w.sessions.rows;
    const ids = Array.from({ length: 8 }, (_, i) => `s-${i}`);
    const summary = await w.batch.execute({ sessionIds: ids, force: true, concurrency: 8 });
    expect(summary).toMatchObject({ evaluated: 7, failed: 1 });
    expect(summary.failures).toEqual([{ sessionId: 's-3', reason: expect.stringContaining('foreign key') }]);
  });

  it('records an evaluator error as that session failed and carries on', async () => {
    const evaluator = new HookedEvaluator((candidate) => {
      if (candidate === 's-1') throw new Error('model refused');
    });
    const w = await world(3, evaluator);
    const summary = await w.batch.execute({ sessionIds: ['s-0', 's-1', 's-2'], force: true, concurrency: 2 });
    expect(summary).toMatchObject({ evaluated: 2, failed: 1 });
    expect(summary.failures).toEqual([{ sessionId: 's-1', reason: 'model refused' }]);
  });
});
