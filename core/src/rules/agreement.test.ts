import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANSWER_RATINGS, type AnswerRating } from '../domain/answer-rating.js';
import {
  AGREEMENT_MIN_SAMPLE,
  agreementOf,
  agreementWords,
  spearman,
  type ScoredRating,
} from './agreement.js';
import { ratingOfScore } from './calibration.js';

const pairArb: fc.Arbitrary<ScoredRating> = fc.record({
  score: fc.integer({ min: 0, max: 100 }),
  rating: fc.constantFrom<AnswerRating>(...ANSWER_RATINGS),
});
const pairsArb = fc.array(pairArb, { maxLength: 60 });

describe('spearman', () => {
  it('is 1 for the same order, -1 for the reverse, and handles ties by mean ranks', () => {
    expect(spearman([1, 2, 3, 4], [10, 20, 30, 40])).toBe(1);
    expect(spearman([1, 2, 3, 4], [4, 3, 2, 1])).toBe(-1);
    // Ranks of y with a tie: 1, 2.5, 2.5, 4 → rho = 0.9487 (computed by hand).
    expect(spearman([1, 2, 3, 4], [1, 2, 2, 3])).toBeCloseTo(0.9487, 4);
  });

  it('is null under three answers or when either side never varies', () => {
    expect(spearman([1, 2], [1, 2])).toBeNull();
    expect(spearman([1, 2, 3], [3, 3, 3])).toBeNull();
    expect(spearman([5, 5, 5], [1, 2, 3])).toBeNull();
  });
});

describe('agreementOf', () => {
  it('counts exact and adjacent agreement through ratingOfScore', () => {
    const pairs: ScoredRating[] = [
      { score: 90, rating: 5 }, // 5 vs 5: exact
      { score: 65, rating: 5 }, // 4 vs 5: adjacent
      { score: 45, rating: 5 }, // 3 vs 5: disagrees
      { score: 10, rating: 1 }, // exact
    ];
    expect(agreementOf(pairs)).toEqual({ compared: 4, exact: 2, adjacent: 3, spearman: expect.any(Number) });
  });

  it('keeps exact ≤ adjacent ≤ compared and rho within [-1, 1], whatever the pairs', () => {
    fc.assert(
      fc.property(pairsArb, (pairs) => {
        const a = agreementOf(pairs);
        expect(a.compared).toBe(pairs.length);
        expect(a.exact).toBeLessThanOrEqual(a.adjacent);
        expect(a.adjacent).toBeLessThanOrEqual(a.compared);
        if (a.spearman !== null) {
          expect(a.spearman).toBeGreaterThanOrEqual(-1);
          expect(a.spearman).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('does not depend on the order of the answers', () => {
    fc.assert(
      fc.property(pairsArb, fc.integer(), (pairs, seed) => {
        const shuffled = [...pairs].sort(
          (a, b) => ((a.score * 31 + a.rating + seed) % 7) - ((b.score * 31 + b.rating + seed) % 7),
        );
        expect(agreementOf(shuffled)).toEqual(agreementOf(pairs));
      }),
    );
  });

  it('agrees fully when every score reads as its rating, and ranks them in order when ratings vary', () => {
    fc.assert(
      fc.property(fc.array(pairArb, { minLength: 1, maxLength: 40 }), (pairs) => {
        const faithful = pairs.map((p) => ({ score: p.score, rating: ratingOfScore(p.score) }));
        const a = agreementOf(faithful);
        expect(a.exact).toBe(faithful.length);
        expect(a.adjacent).toBe(faithful.length);
        if (a.spearman !== null) expect(a.spearman).toBeGreaterThan(0);
      }),
    );
  });

  it('keeps the same rank correlation when the scores are stretched without changing their order', () => {
    fc.assert(
      fc.property(pairsArb, (pairs) => {
        const stretched = pairs.map((p) => ({ ...p, score: p.score * p.score }));
        expect(agreementOf(stretched).spearman).toBe(agreementOf(pairs).spearman);
      }),
    );
  });
});

describe('agreementWords', () => {
  it('says how many answers agree, exactly, in order, with the sample size', () => {
    const words = agreementWords({ compared: 10, exact: 5, adjacent: 8, spearman: 0.82 });
    expect(words.headline).toBe("Sauti agrees with your team's ratings on 8 of 10 answers");
    expect(words.exact).toBe('The same level exactly on 5 of 10.');
    expect(words.ranking).toBe(
      'Rank correlation 0.82: Sauti puts these answers in much the same order as your team.',
    );
    expect(words.caution).toBeNull();
  });

  it('warns under the minimum sample and says so when there is nothing to compare', () => {
    expect(agreementWords({ compared: 3, exact: 1, adjacent: 2, spearman: null }).caution).toBe(
      `Based on 3 answers only: too few to judge yet. Rate at least ${AGREEMENT_MIN_SAMPLE}.`,
    );
    expect(agreementWords({ compared: 0, exact: 0, adjacent: 0, spearman: null }).headline).toBe(
      'No rated answer has a score to compare yet.',
    );
    expect(agreementWords({ compared: 12, exact: 1, adjacent: 4, spearman: -0.3 }).ranking).toContain(
      'opposite way',
    );
  });
});
