import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import type { EvaluationInput } from '@sauti/core/ports/evaluator';
import { evaluationTestbed } from '@sauti/core/testing/evaluation-testbed';
import { LocalEvaluator } from '../local/local-evaluator.js';
import { RubricEvaluator } from '../rubric/rubric-evaluator.js';
import { supportInterview } from '../testing/evaluation-inputs.js';
import { pooledBuiltInEvaluator } from './local-pool.js';
import { PooledEvaluator } from './pooled-evaluator.js';

const pools: PooledEvaluator[] = [];
const pool = <T extends PooledEvaluator | null>(p: T): T => {
  if (p) pools.push(p);
  return p;
};
afterAll(async () => {
  await Promise.all(pools.map((p) => p.close()));
});

const WORDS = [
  'I',
  'listened',
  'to',
  'the',
  'customer',
  'team',
  'explained',
  'refund',
  'because',
  '40',
  'calls',
];
/** A support interview whose answers are random sentences (some missing, as a failed transcript). */
const interviews = fc
  .array(fc.option(fc.array(fc.constantFrom(...WORDS), { maxLength: 40 }).map((w) => `${w.join(' ')}.`)), {
    minLength: 4,
    maxLength: 4,
  })
  .map((texts): EvaluationInput => {
    const base = supportInterview();
    return { ...base, answers: base.answers.map((a, i) => ({ ...a, transcript: texts[i] ?? null })) };
  });

describe('PooledEvaluator', () => {
  it('gives the in-thread local evaluator’s output for the same input', async () => {
    const local = new LocalEvaluator();
    const pooled = pool(pooledBuiltInEvaluator(local, { threads: 2 }))!;
    expect(pooled.version).toBe(local.version);
    await fc.assert(
      fc.asyncProperty(interviews, async (input) => {
        expect(await pooled.evaluate(input)).toEqual(await local.evaluate(input));
      }),
      { numRuns: 40 },
    );
  });

  it('gives the in-thread rubric evaluator’s output (the default built-in one)', async () => {
    const rubric = new RubricEvaluator();
    const pooled = pool(pooledBuiltInEvaluator(rubric, { threads: 1 }))!;
    for (const input of [supportInterview(), supportInterview({ skills: [] })]) {
      expect(await pooled.evaluate(input)).toEqual(await rubric.evaluate(input));
    }
  });

  it('is not made for an evaluator that is not built in (a language model waits on the network)', () => {
    expect(
      pooledBuiltInEvaluator({ version: 'openai:gpt@1', evaluate: async () => ({}) as never }),
    ).toBeNull();
  });

  it('turns an exception or a crashed worker into a failed session of the batch, and the batch carries on', async () => {
    const faulty = pool(
      new PooledEvaluator({
        module: new URL('./testing/faulty-evaluator.ts', import.meta.url),
        exportName: 'FaultyEvaluator',
        version: 'faulty@1',
        threads: 2,
      }),
    );
    const bed = await evaluationTestbed(faulty, { transcriberConfigured: false });
    const words = ['fine', 'THROW', 'fine', 'CRASH', 'fine', 'fine'];
    for (const [i, word] of words.entries()) {
      await bed.sessions.create({ id: `s-${i}`, jobId: bed.job.id, startedAt: bed.clock.now() });
      bed.addAnswer(`s-${i}`, 0, {
        transcribedText: 'I enjoy working with people.',
        transcriptionConfidence: 0.9,
      });
      bed.addAnswer(`s-${i}`, 1, {
        transcribedText: `I listened to the customer and explained the refund policy clearly, ${word}.`,
        transcriptionConfidence: 0.8,
      });
    }
    const { batch } = bed.batch(faulty);
    const summary = await batch.execute({
      sessionIds: words.map((_, i) => `s-${i}`),
      force: true,
      concurrency: 3,
    });
    expect(summary).toMatchObject({ total: 6, evaluated: 4, failed: 2 });
    expect(summary.failures.map((f) => f.sessionId)).toEqual(['s-1', 's-3']);
    expect(summary.failures[0]!.reason).toBe('cannot read this interview');
    expect(summary.failures[1]!.reason).toMatch(/exit/i);
    // The crashed worker was replaced: the pool still evaluates.
    expect((await faulty.evaluate(supportInterview())).criteria.length).toBeGreaterThan(0);
  });
});
