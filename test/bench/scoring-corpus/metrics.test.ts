import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quadraticWeightedKappa, spearman, standardDeviation } from './metrics.js';

const list = fc.array(fc.integer({ min: 0, max: 100 }), { minLength: 2, maxLength: 30 });

describe('spearman', () => {
  it('is 1 for any increasing transform and -1 for a decreasing one', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: -1000, max: 1000 }), { minLength: 2, maxLength: 30 }),
        (xs) => {
          expect(
            spearman(
              xs,
              xs.map((x) => x ** 3 + 7),
            ),
          ).toBeCloseTo(1, 10);
          expect(
            spearman(
              xs,
              xs.map((x) => -2 * x),
            ),
          ).toBeCloseTo(-1, 10);
        },
      ),
    );
  });

  it('stays within -1..1 with ties, and matches a worked example', () => {
    fc.assert(
      fc.property(list, list, (xs, ys) => {
        const n = Math.min(xs.length, ys.length);
        const r = spearman(xs.slice(0, n), ys.slice(0, n));
        expect(r).toBeGreaterThanOrEqual(-1 - 1e-9);
        expect(r).toBeLessThanOrEqual(1 + 1e-9);
      }),
    );
    // ranks x: 1 2 3 4 5, y: 2 1 4 3 5 → 1 - 6·4 / (5·24) = 0.8
    expect(spearman([1, 2, 3, 4, 5], [20, 10, 40, 30, 50])).toBeCloseTo(0.8, 10);
  });
});

describe('quadraticWeightedKappa', () => {
  it('is 1 on perfect agreement and punishes far misses more than near ones', () => {
    const truth = [0, 1, 2, 3, 0, 1, 2, 3];
    expect(quadraticWeightedKappa(truth, truth, 4)).toBeCloseTo(1, 10);
    const near = [1, 1, 2, 3, 0, 1, 2, 2];
    const far = [3, 1, 2, 3, 0, 1, 2, 0];
    expect(quadraticWeightedKappa(truth, near, 4)).toBeGreaterThan(quadraticWeightedKappa(truth, far, 4));
  });
});

describe('standardDeviation', () => {
  it('is 0 for a constant list and 5 for two values 10 apart', () => {
    expect(standardDeviation([7, 7, 7])).toBe(0);
    expect(standardDeviation([0, 10])).toBe(5);
  });
});
