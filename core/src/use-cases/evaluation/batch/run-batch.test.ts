import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { EvaluateSessionOutcome } from '../evaluate-session.js';
import { runBatch } from './run-batch.js';

/** Yields to other workers `n` times (core has no timers). */
async function tick(n: number) {
  for (let i = 0; i < n; i += 1) await Promise.resolve();
}

const OUTCOMES: EvaluateSessionOutcome[] = ['evaluated', 'unchanged', 'session-missing', 'not-completed'];

describe('runBatch', () => {
  it('never runs more than `concurrency` at once, and accounts for every session', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.constantFrom(...OUTCOMES), fc.constant('throw' as const)), { maxLength: 40 }),
        fc.integer({ min: 1, max: 8 }),
        async (plan, concurrency) => {
          let running = 0;
          let peak = 0;
          const ids = plan.map((_, i) => `s${i}`);
          const summary = await runBatch(ids, {
            concurrency,
            async evaluateOne(id) {
              running += 1;
              peak = Math.max(peak, running);
              await tick(3);
              running -= 1;
              const step = plan[Number(id.slice(1))]!;
              if (step === 'throw') throw new Error(`boom ${id}`);
              return step;
            },
          });
          expect(peak).toBeLessThanOrEqual(concurrency);
          expect(summary.total).toBe(plan.length);
          expect(summary.evaluated).toBe(plan.filter((p) => p === 'evaluated').length);
          expect(summary.skipped).toBe(plan.filter((p) => p === 'unchanged').length);
          expect(summary.failed).toBe(plan.length - summary.evaluated - summary.skipped);
          expect(summary.results.map((r) => r.sessionId)).toEqual(ids);
        },
      ),
      { numRuns: 60 },
    );
  });

  it('reaches the requested concurrency when there is enough work', async () => {
    let running = 0;
    let peak = 0;
    await runBatch(
      Array.from({ length: 20 }, (_, i) => `s${i}`),
      {
        concurrency: 5,
        async evaluateOne() {
          peak = Math.max(peak, ++running);
          await tick(5);
          running -= 1;
          return 'evaluated';
        },
      },
    );
    expect(peak).toBe(5);
  });

  it('records failures with their reasons and reports progress after each session', async () => {
    const progress: string[] = [];
    const summary = await runBatch(['a', 'b', 'c'], {
      concurrency: 1,
      async evaluateOne(id) {
        if (id === 'b') throw new Error('the language model did not answer');
        return id === 'c' ? 'session-missing' : 'evaluated';
      },
      onProgress: (done, total, c) => progress.push(`${done}/${total} e${c.evaluated} f${c.failed}`),
    });
    expect(summary.failures).toEqual([
      { sessionId: 'b', reason: 'the language model did not answer' },
      { sessionId: 'c', reason: 'session not found' },
    ]);
    expect(progress).toEqual(['1/3 e1 f0', '2/3 e1 f1', '3/3 e1 f2']);
  });
});
