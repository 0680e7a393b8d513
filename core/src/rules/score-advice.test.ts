import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { adviceOfBand, decisionAgreement, type DecisionGroup } from './score-advice.js';

const groupArb: fc.Arbitrary<DecisionGroup> = fc.record({
  outcome: fc.constantFrom('hired' as const, 'rejected' as const),
  band: fc.constantFrom('Strong Hire', 'Hire', 'Maybe', 'No Hire', null),
  candidates: fc.integer({ min: 0, max: 50 }),
});

describe('the scores’ advice against HR’s decisions', () => {
  it('reads Strong Hire and Hire as advance, No Hire as decline, Maybe and not scored as none', () => {
    expect(['Strong Hire', 'Hire', 'Maybe', 'No Hire', null, 'Unknown'].map(adviceOfBand)).toEqual([
      'advance',
      'advance',
      'none',
      'decline',
      'none',
      'none',
    ]);
  });

  it('counts a hire against No Hire and a rejection against Hire as going against the advice', () => {
    expect(
      decisionAgreement([
        { outcome: 'hired', band: 'No Hire', candidates: 1 },
        { outcome: 'rejected', band: 'Hire', candidates: 2 },
        { outcome: 'hired', band: 'Strong Hire', candidates: 5 },
        { outcome: 'rejected', band: 'No Hire', candidates: 2 },
        { outcome: 'rejected', band: 'Maybe', candidates: 4 },
      ]),
    ).toEqual({ decided: 14, withAdvice: 10, againstAdvice: 3, againstPercent: 30 });
    expect(decisionAgreement([]).againstPercent).toBeNull();
  });

  it('never counts more against the advice than had advice, nor more advice than decisions', () => {
    fc.assert(
      fc.property(fc.array(groupArb), (groups) => {
        const result = decisionAgreement(groups);
        expect(result.againstAdvice).toBeLessThanOrEqual(result.withAdvice);
        expect(result.withAdvice).toBeLessThanOrEqual(result.decided);
        expect(result.decided).toBe(groups.reduce((s, g) => s + g.candidates, 0));
        if (result.againstPercent !== null) {
          expect(result.againstPercent).toBeGreaterThanOrEqual(0);
          expect(result.againstPercent).toBeLessThanOrEqual(100);
        }
      }),
    );
  });
});
