import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BAND_CAP_BY_MATCH,
  bandFor,
  bandNamed,
  legacyScoreColour,
  recommendationFor,
  recommendationSlugFor,
  scoreLabel,
  slugOf,
} from './recommendation.js';

const ORDER = ['No Hire', 'Maybe', 'Hire', 'Strong Hire'];
const score = fc.double({ min: -10, max: 110, noNaN: true });

describe('recommendationFor', () => {
  it('is monotonic in the score', () => {
    fc.assert(
      fc.property(score, score, (a, b) => {
        const [lo, hi] = a <= b ? [a, b] : [b, a];
        expect(ORDER.indexOf(recommendationFor(lo))).toBeLessThanOrEqual(
          ORDER.indexOf(recommendationFor(hi)),
        );
      }),
    );
  });

  it('changes band exactly at 80, 60 and 40', () => {
    const cases: [number, string, string][] = [
      [80, 'Strong Hire', 'Hire'],
      [60, 'Hire', 'Maybe'],
      [40, 'Maybe', 'No Hire'],
    ];
    for (const [at, above, below] of cases) {
      expect(recommendationFor(at)).toBe(above);
      expect(recommendationFor(at - 0.001)).toBe(below);
    }
    expect(recommendationFor(0)).toBe('No Hire');
    expect(recommendationFor(100)).toBe('Strong Hire');
  });

  it('has a hyphenated report form for every band', () => {
    const slugs: Record<string, string> = {
      'Strong Hire': 'strong-hire',
      Hire: 'hire',
      Maybe: 'maybe',
      'No Hire': 'no-hire',
    };
    fc.assert(
      fc.property(score, (s) => {
        expect(recommendationSlugFor(s)).toBe(slugs[recommendationFor(s)]);
      }),
    );
  });
});

describe('scoreLabel (0-10)', () => {
  it('labels at 8, 6 and 4', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 10, noNaN: true }), (s) => {
        const expected = s >= 8 ? 'Excellent' : s >= 6 ? 'Good' : s >= 4 ? 'Fair' : 'Needs Improvement';
        expect(scoreLabel(s)).toBe(expected);
      }),
    );
    expect([scoreLabel(8), scoreLabel(7.99), scoreLabel(6), scoreLabel(4), scoreLabel(3.9)]).toEqual([
      'Excellent',
      'Good',
      'Good',
      'Fair',
      'Needs Improvement',
    ]);
  });
});

describe('legacyScoreColour', () => {
  it('is green from 80, yellow from 60, else red', () => {
    fc.assert(
      fc.property(score, (s) => {
        expect(legacyScoreColour(s)).toBe(s >= 80 ? 'green' : s >= 60 ? 'yellow' : 'red');
      }),
    );
    expect([
      legacyScoreColour(80),
      legacyScoreColour(79),
      legacyScoreColour(60),
      legacyScoreColour(59),
    ]).toEqual(['green', 'yellow', 'yellow', 'red']);
  });
});

describe('bandFor', () => {
  const levels = ['Strong Match', 'Partial Match', 'Poor Fit'] as const;
  it('never claims more than the criteria met, and is the score band otherwise', () => {
    fc.assert(
      fc.property(score, fc.constantFrom(...levels), (s, level) => {
        const band = bandFor(s, level);
        expect(ORDER.indexOf(band)).toBeLessThanOrEqual(ORDER.indexOf(recommendationFor(s)));
        expect(ORDER.indexOf(band)).toBeLessThanOrEqual(ORDER.indexOf(BAND_CAP_BY_MATCH[level]));
        if (ORDER.indexOf(recommendationFor(s)) <= ORDER.indexOf(BAND_CAP_BY_MATCH[level]))
          expect(band).toBe(recommendationFor(s));
      }),
    );
    expect(bandFor(83, 'Partial Match')).toBe('Hire');
    expect(bandFor(65, 'Poor Fit')).toBe('Maybe');
    expect(bandFor(83, 'Strong Match')).toBe('Strong Hire');
  });

  it('reads a stored band back, and nothing else', () => {
    expect(bandNamed('Strong Hire')).toBe('Strong Hire');
    expect(slugOf('No Hire')).toBe('no-hire');
    expect(bandNamed('strong hire')).toBeNull();
    expect(bandNamed(null)).toBeNull();
  });
});
