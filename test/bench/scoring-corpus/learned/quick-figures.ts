import { GRADE_FEATURES } from './grade-features.js';
import { spearman } from '../metrics.js';
import type { ScoringSet } from '../scoring-set.js';
import type { CaseFeatures } from './case-features.js';

const GUIDED = GRADE_FEATURES.indexOf('guided');

/** Answer-level figures of one part of a set from precomputed scores (a fast look; measureSet is the judge). */
export function quickFigures(set: ScoringSet, cases: readonly CaseFeatures[], scores: readonly number[]) {
  return (['guided', 'unguided'] as const).map((part) => {
    const idx = cases
      .map((_, i) => i)
      .filter((i) => (cases[i]!.features[GUIDED] === 1) === (part === 'guided'));
    const scored = idx.filter((i) => !cases[i]!.flagged);
    const at = (q: string, kind: string) =>
      idx.find((i) => cases[i]!.question === q && cases[i]!.kind === kind);
    let above = 0;
    let gapMax = 0;
    for (const i of scored) {
      const c = cases[i]!;
      if (set.adversarial.includes(c.kind)) {
        const w = at(c.question, set.weak);
        if (scores[i]! > (w === undefined ? 0 : scores[w]!)) above += 1;
      }
      for (const [a, b] of set.sameSubstance) {
        if (c.kind !== a) continue;
        const j = at(c.question, b);
        if (j !== undefined && !cases[j]!.flagged)
          gapMax = Math.max(gapMax, Math.abs(scores[i]! - scores[j]!));
      }
    }
    return {
      part,
      rho: spearman(
        scored.map((i) => scores[i]!),
        scored.map((i) => cases[i]!.target),
      ),
      above,
      gapMax,
    };
  });
}
