import { describe, expect, it } from 'vitest';
import { SignalsEvaluator } from '@sauti/adapters/evaluation/signals/signals-evaluator';
import { prepareEvaluation } from '@sauti/core/use-cases/evaluation/evaluation-input';
import { interviewToScore } from './interviews.js';
import { developmentBlindSet } from './sets.js';

/** Small deterministic generator (mulberry32). */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = Math.imul(state ^ (state >>> 15), state | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Ways a transcript can arrive damaged: cut, shuffled, shouted, unpunctuated, doubled, sprinkled with symbols. */
const MUTATIONS: ((text: string, random: () => number) => string)[] = [
  (t, r) => t.slice(0, Math.floor(r() * t.length)),
  (t, r) =>
    t
      .split(' ')
      .sort(() => r() - 0.5)
      .join(' '),
  (t) => t.toUpperCase(),
  (t) => t.replace(/[^\p{L}\p{N}\s]/gu, ''),
  (t) => `${t} ${t} ${t}`,
  (t, r) => t.replace(/ /g, () => [' ', ' , ', ' … ', ' 🙂 ', ' \u200b ', ' — '][Math.floor(r() * 6)]!),
  (t) => t.split(/[.!?]/).join(','),
  (t, r) => [...t].filter(() => r() > 0.2).join(''),
];

describe('local-signals@3 under a mutation run over the development-blind corpus', () => {
  it('never crashes and always scores 0-100 or raises a concern', async () => {
    const set = developmentBlindSet();
    const evaluator = new SignalsEvaluator();
    const random = seeded(29);
    let runs = 0;
    for (const c of set.cases.filter((_, i) => i % 3 === 0)) {
      for (const mutate of MUTATIONS) {
        const text = mutate(c.text, random);
        const input = prepareEvaluation(
          interviewToScore(c.job, [{ questionIndex: c.questionIndex, text }]),
        ).input;
        const output = await evaluator.evaluate(input);
        for (const a of output.answers ?? []) expect(a.score).toBeGreaterThanOrEqual(0);
        for (const a of output.answers ?? []) expect(a.score).toBeLessThanOrEqual(100);
        runs += 1;
      }
    }
    expect(runs).toBe(96 * MUTATIONS.length);
  }, 120_000);
});
