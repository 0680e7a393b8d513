import { beforeAll, describe, expect, it } from 'vitest';
import { SignalsEvaluator } from '@sauti/adapters/evaluation/signals/signals-evaluator';
import { measureSet, type SetFigures } from './measure-set.js';
import { heldOut2Set, heldOutSet } from './sets.js';
import type { ScoringSet } from './scoring-set.js';

/** What one part of a held-out set must keep: the figures measured, each rounded towards worse. */
interface Floors {
  spearmanPerAnswer: number;
  spearmanPerInterview: number;
  levelsInOrder: number;
  adversarialAbove: number;
  gapMax: number;
  flaggedHonest: number;
  anchoredSpearman: number;
}

/**
 * The built-in evaluator is deterministic, so its figures on the held-out sets (written blind,
 * never read answer by answer: test/bench/scoring-corpus/README.md) are pinned here: a change that
 * lowers them fails. The floors are the figures measured with the evaluator as committed (Spearman
 * figures less 0.01, as the report rounds them), not the targets of docs/scoring-rubric.md, which
 * it does not reach yet (the document says where it stands). About twenty seconds.
 */
const FLOORS: { set: () => ScoringSet; guided: Floors; unguided: Floors }[] = [
  {
    set: heldOutSet,
    guided: {
      spearmanPerAnswer: 0.74,
      spearmanPerInterview: 0.63,
      levelsInOrder: 4,
      adversarialAbove: 26,
      gapMax: 98,
      flaggedHonest: 2,
      anchoredSpearman: 0.71,
    },
    unguided: {
      spearmanPerAnswer: 0.79,
      spearmanPerInterview: 0.81,
      levelsInOrder: 5,
      adversarialAbove: 15,
      gapMax: 26,
      flaggedHonest: 0,
      anchoredSpearman: 0.82,
    },
  },
  {
    set: heldOut2Set,
    guided: {
      spearmanPerAnswer: 0.73,
      spearmanPerInterview: 0.61,
      levelsInOrder: 1,
      adversarialAbove: 24,
      gapMax: 10,
      flaggedHonest: 0,
      anchoredSpearman: 0.69,
    },
    unguided: {
      spearmanPerAnswer: 0.82,
      spearmanPerInterview: 0.71,
      levelsInOrder: 7,
      adversarialAbove: 22,
      gapMax: 6,
      flaggedHonest: 0,
      anchoredSpearman: 0.79,
    },
  },
];

for (const { set, guided, unguided } of FLOORS) {
  const name = set().name;
  describe(`local-signals@3 on the ${name} set`, () => {
    const figures = new Map<string, SetFigures>();
    beforeAll(async () => {
      for (const f of (await measureSet(new SignalsEvaluator(), set())).figures) figures.set(f.part, f);
    }, 120_000);

    for (const [part, floors] of [
      ['guided', guided],
      ['unguided', unguided],
    ] as const) {
      it(`${part} jobs: ranks answers and interviews at least as well as when committed`, () => {
        const f = figures.get(part)!;
        expect(f.spearmanPerAnswer).toBeGreaterThanOrEqual(floors.spearmanPerAnswer);
        expect(f.spearmanPerInterview).toBeGreaterThanOrEqual(floors.spearmanPerInterview);
        expect(f.levelsInOrder).toBeGreaterThanOrEqual(floors.levelsInOrder);
        expect(f.anchoredSpearman).toBeGreaterThanOrEqual(floors.anchoredSpearman);
      });

      it(`${part} jobs: no more adversarial wins, plain/polished gap or honest answers flagged than when committed`, () => {
        const f = figures.get(part)!;
        expect(f.adversarialAbove.length).toBeLessThanOrEqual(floors.adversarialAbove);
        expect(f.gapMax).toBeLessThanOrEqual(floors.gapMax);
        expect(f.flaggedHonest).toBeLessThanOrEqual(floors.flaggedHonest);
      });

      it(`${part} jobs: never crashes and re-scores identically`, () => {
        const f = figures.get(part)!;
        expect(f.crashes).toBe(0);
        expect(f.rescoreIdentical).toBe(1);
      });
    }
  });
}
