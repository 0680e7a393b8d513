import { beforeAll, describe, expect, it } from 'vitest';
import {
  SIGNALS_EVALUATOR_VERSION,
  SignalsEvaluator,
} from '@sauti/adapters/evaluation/signals/signals-evaluator';
import type { PinnedFloors } from './floors.js';
import { measureSet, type SetFigures } from './measure-set.js';

/**
 * Holds the built-in evaluator to pinned floors (floors.ts says what they are): each set is measured
 * once, in its `beforeAll`, and each floor is then a cheap assertion on those figures. The tables
 * are checked from one test file each (floors-written.test.ts, floors-recognised.test.ts,
 * floors-spoken.test.ts) rather than one file for all: measuring is CPU-bound and takes minutes, and
 * separate files run on separate workers beside the rest of the suites instead of as one long tail.
 * The evaluator gives the same figures for a set in any order and any process (floors.ts).
 */
export function describeFloors(floors: readonly PinnedFloors[]): void {
  for (const { set, guided, unguided, anchors } of floors) {
    const name = set().name;
    describe(`${SIGNALS_EVALUATOR_VERSION} on the ${name} set`, () => {
      const figures = new Map<string, SetFigures>();
      beforeAll(async () => {
        for (const f of (await measureSet(new SignalsEvaluator(), set(), { anchors })).figures)
          figures.set(f.part, f);
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
          if (floors.anchoredSpearman === null) expect(f.anchoredSpearman).toBeNull();
          else expect(f.anchoredSpearman).toBeGreaterThanOrEqual(floors.anchoredSpearman);
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
}
