import { beforeAll, describe, expect, it } from 'vitest';
import { SignalsEvaluator } from '@sauti/adapters/evaluation/signals/signals-evaluator';
import { measureSet, type SetFigures } from './measure-set.js';
import { heldOutSet } from './sets.js';

/**
 * The built-in evaluator is deterministic, so its figures on the held-out set (written blind,
 * never read answer by answer: test/bench/scoring-corpus/README.md) are pinned here: a change that
 * lowers them fails. The floors are the figures measured when local-signals@3 was committed, not
 * the targets of docs/scoring-rubric.md, which it does not reach yet (the document says where it
 * stands). About ten seconds.
 */
describe('local-signals@3 on the held-out set', () => {
  let guided: SetFigures;
  let unguided: SetFigures;
  beforeAll(async () => {
    const { figures } = await measureSet(new SignalsEvaluator(), heldOutSet());
    guided = figures.find((f) => f.part === 'guided')!;
    unguided = figures.find((f) => f.part === 'unguided')!;
  }, 120_000);

  it('ranks answers and interviews like the recruiter labels, at least as well as when committed', () => {
    expect(guided.spearmanPerAnswer).toBeGreaterThanOrEqual(0.69);
    expect(unguided.spearmanPerAnswer).toBeGreaterThanOrEqual(0.77);
    expect(guided.spearmanPerInterview).toBeGreaterThanOrEqual(0.61);
    expect(unguided.spearmanPerInterview).toBeGreaterThanOrEqual(0.857);
  });

  it('lets no more adversarial answers above the weak one than when committed', () => {
    expect(guided.adversarialAbove.length).toBeLessThanOrEqual(36);
    expect(unguided.adversarialAbove.length).toBeLessThanOrEqual(20);
  });

  it('keeps plain and polished answers of the same substance close on the guided jobs', () => {
    expect(guided.gapMax).toBeLessThanOrEqual(14);
  });

  it('never crashes and re-scores identically', () => {
    for (const f of [guided, unguided]) {
      expect(f.crashes).toBe(0);
      expect(f.rescoreIdentical).toBe(1);
    }
  });

  it('uses five rated answers per question at least as well as when committed', () => {
    expect(guided.anchoredSpearman).toBeGreaterThanOrEqual(0.677);
    expect(unguided.anchoredSpearman).toBeGreaterThanOrEqual(0.8);
  });
});
