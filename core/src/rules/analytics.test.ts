import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  aiPerformance,
  isEarlyStage,
  learningBanner,
  potentialIssues,
  referrerCompletionColour,
  scoreDifferenceHint,
} from './analytics.js';
import type { HiringOutcome } from '../domain/candidate-session.js';

const decision = fc.record({
  outcome: fc.constantFrom<HiringOutcome | null>('hired', 'rejected', 'considering', null),
  score: fc.option(fc.integer({ min: 0, max: 100 }), { nil: null }),
});

describe('aiPerformance', () => {
  it('counts hired at 70+ and rejected below 70 over the scored hired / rejected candidates', () => {
    fc.assert(
      fc.property(fc.array(decision, { maxLength: 40 }), (decisions) => {
        const result = aiPerformance(decisions);
        const hired = decisions.filter((d) => d.outcome === 'hired' && d.score !== null);
        const rejected = decisions.filter((d) => d.outcome === 'rejected' && d.score !== null);
        const aligned = hired.filter((d) => d.score! >= 70).length;
        const accurate = rejected.filter((d) => d.score! < 70).length;
        expect(result.alignedCount).toBe(aligned);
        expect(result.accurateCount).toBe(accurate);
        expect(result.aiAlignment).toBe(hired.length ? Math.round((aligned * 100) / hired.length) : 0);
        expect(result.aiAccuracy).toBe(rejected.length ? Math.round((accurate * 100) / rejected.length) : 0);
        expect(result.totalAnalyzed).toBe(hired.length + rejected.length);
        expect([result.hiredAnalyzed, result.rejectedAnalyzed]).toEqual([hired.length, rejected.length]);
        const total = hired.length + rejected.length;
        expect(result.agreement).toBe(total ? Math.round(((aligned + accurate) * 100) / total) : 0);
        expect(result.aiAlignment).toBeGreaterThanOrEqual(0);
        expect(result.aiAlignment).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('draws the line at 70', () => {
    const r = aiPerformance([
      { outcome: 'hired', score: 70 },
      { outcome: 'hired', score: 69 },
      { outcome: 'rejected', score: 69 },
      { outcome: 'rejected', score: 70 },
    ]);
    expect(r).toEqual({
      alignedCount: 1,
      accurateCount: 1,
      hiredAnalyzed: 2,
      rejectedAnalyzed: 2,
      agreement: 50,
      aiAlignment: 50,
      aiAccuracy: 50,
      totalAnalyzed: 4,
    });
  });
});

describe('learning stage', () => {
  it('is early below 10 decisions; banner none at 0, early 1-9, success from 10', () => {
    fc.assert(
      fc.property(fc.nat(1000), (n) => {
        expect(isEarlyStage(n)).toBe(n < 10);
        expect(learningBanner(n)).toBe(n === 0 ? 'none' : n < 10 ? 'early' : 'success');
      }),
    );
    expect([learningBanner(9), learningBanner(10)]).toEqual(['early', 'success']);
  });
});

describe('scoreDifferenceHint', () => {
  it('reads strong separation only above 10', () => {
    fc.assert(
      fc.property(fc.double({ min: -100, max: 100, noNaN: true }), (d) => {
        expect(scoreDifferenceHint(d)).toBe(
          d > 10 ? 'strong separation' : 'Consider reviewing evaluation criteria',
        );
      }),
    );
    expect(scoreDifferenceHint(10)).toBe('Consider reviewing evaluation criteria');
    expect(scoreDifferenceHint(10.5)).toBe('strong separation');
  });
});

describe('potentialIssues', () => {
  it('warns under 50% completion, 30% signup-to-job, 40% retention, and abandoned > completed', () => {
    const pct = fc.integer({ min: 0, max: 100 });
    fc.assert(
      fc.property(pct, pct, pct, fc.nat(100), fc.nat(100), fc.nat(3), fc.nat(3), (c, s, r, a, done, t, u) => {
        const issues = potentialIssues({
          completionRate: c,
          signupToFirstJob: s,
          retentionRate: r,
          abandonedInterviews: a,
          completedInterviews: done,
          totalInterviews: t,
          usersJoinedBeforeWeek: u,
        }).map((i) => i.code);
        // A rate with nothing to measure (no interview, nobody older than a week) warns of nothing.
        expect(issues.includes('low_completion')).toBe(t > 0 && c < 50);
        expect(issues.includes('low_activation')).toBe(s < 30);
        expect(issues.includes('low_retention')).toBe(u > 0 && r < 40);
        expect(issues.includes('high_abandonment')).toBe(a > done);
      }),
    );
  });
});

describe('referrerCompletionColour', () => {
  it('is green from 70, yellow from 40, else red', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (rate) => {
        expect(referrerCompletionColour(rate)).toBe(rate >= 70 ? 'green' : rate >= 40 ? 'yellow' : 'red');
      }),
    );
    expect([70, 69.9, 40, 39.9].map(referrerCompletionColour)).toEqual(['green', 'yellow', 'yellow', 'red']);
  });
});
