import { beforeAll, describe, expect, it } from 'vitest';
import {
  SIGNALS_EVALUATOR_VERSION,
  SignalsEvaluator,
} from '@sauti/adapters/evaluation/signals/signals-evaluator';
import { measureSet, type SetFigures } from './measure-set.js';
import { RECOGNISED_FLOORS } from './floors-recognised.js';
import { SPOKEN_FLOORS } from './floors-spoken.js';
import { WRITTEN_FLOORS } from './floors-written.js';

/** Every pinned set, written, recognised, then spoken (floors.ts says what the floors are). */
const FLOORS = [...WRITTEN_FLOORS, ...RECOGNISED_FLOORS, ...SPOKEN_FLOORS];

for (const { set, guided, unguided, anchors } of FLOORS) {
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
