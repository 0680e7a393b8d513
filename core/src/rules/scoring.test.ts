import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PillarId } from '../domain/criteria.js';
import { defaultCriteriaConfig } from './criteria.js';
import {
  criteriaBreakdown,
  isMet,
  mainConcern,
  matchBadge,
  matchLevel,
  matchLevelForScores,
  MET_THRESHOLD,
  overallScore,
  topStrength,
} from './scoring.js';
import { criteriaConfigArb, pillarScoresArb } from './testing/arbitraries.js';

describe('isMet', () => {
  it('is met exactly at 70 and above', () => {
    expect(MET_THRESHOLD).toBe(70);
    fc.assert(
      fc.property(fc.double({ min: -1e3, max: 1e3, noNaN: true }), (s) => {
        expect(isMet(s)).toBe(s >= 70);
      }),
    );
    expect(isMet(70)).toBe(true);
    expect(isMet(69.99)).toBe(false);
  });
});

describe('overallScore', () => {
  it('lies between the lowest and highest scored enabled criterion', () => {
    fc.assert(
      fc.property(criteriaConfigArb, pillarScoresArb, (config, scores) => {
        const used = config.pillars.filter((p) => p.enabled && scores[p.id] !== undefined);
        fc.pre(used.length > 0);
        const values = used.map((p) => scores[p.id]!);
        const overall = overallScore(scores, config.pillars);
        expect(Number.isInteger(overall)).toBe(true);
        expect(overall).toBeGreaterThanOrEqual(Math.min(...values));
        expect(overall).toBeLessThanOrEqual(Math.max(...values));
      }),
    );
  });

  it('equals the common score when every criterion scores the same', () => {
    fc.assert(
      fc.property(criteriaConfigArb, fc.integer({ min: 0, max: 100 }), (config, s) => {
        fc.pre(config.pillars.some((p) => p.enabled));
        const scores = Object.fromEntries(config.pillars.map((p) => [p.id, s]));
        expect(overallScore(scores, config.pillars)).toBe(s);
      }),
    );
  });

  it('weights by enabled weight and ignores disabled pillars', () => {
    const { pillars } = defaultCriteriaConfig(); // communication 30, problem solving 25, ...
    const scores = { communication: 100, problem_solving: 0, leadership: 0 };
    expect(overallScore(scores, pillars)).toBe(Math.round((100 * 30) / 55));
    expect(overallScore({}, pillars)).toBe(0);
  });
});

describe('matchLevel', () => {
  it('is Strong iff all met, Poor iff none met, else Partial', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { minLength: 1 }), (flags) => {
        const level = matchLevel(flags);
        if (flags.every(Boolean)) expect(level).toBe('Strong Match');
        else if (!flags.some(Boolean)) expect(level).toBe('Poor Fit');
        else expect(level).toBe('Partial Match');
      }),
    );
    expect(matchLevel([])).toBe('Poor Fit');
  });

  it('judges scores against 70', () => {
    const { pillars } = defaultCriteriaConfig();
    const all = (s: number) => Object.fromEntries(pillars.map((p) => [p.id, s]));
    expect(matchLevelForScores(all(70), pillars)).toBe('Strong Match');
    expect(matchLevelForScores(all(69), pillars)).toBe('Poor Fit');
    expect(matchLevelForScores({ ...all(69), communication: 70 }, pillars)).toBe('Partial Match');
  });

  it('formats the badge', () => {
    expect(matchBadge(82, 'Strong Match')).toBe('82% - Strong Match');
    expect(matchBadge(55, 'Partial Match')).toBe('55% - Partial Match');
    expect(matchBadge(12, 'Poor Fit')).toBe('12% - Poor Fit');
  });
});

describe('criteriaBreakdown', () => {
  it('counts candidates at or above 70 per enabled criterion', () => {
    fc.assert(
      fc.property(criteriaConfigArb, fc.array(pillarScoresArb, { maxLength: 20 }), (config, all) => {
        const candidates = all.map((pillarScores) => ({ pillarScores }));
        const breakdown = criteriaBreakdown(candidates, config.pillars);
        for (const pillar of config.pillars) {
          const entry = breakdown[pillar.id];
          if (!pillar.enabled) {
            expect(entry).toBeUndefined();
            continue;
          }
          const met = all.filter((s) => (s[pillar.id] ?? 0) >= 70).length;
          expect(entry).toEqual({
            met,
            total: all.length,
            percentage: all.length ? Math.round((met * 100) / all.length) : 0,
          });
        }
      }),
    );
  });
});

describe('topStrength and mainConcern', () => {
  it('picks the highest and, only below 70, the lowest scored enabled criterion', () => {
    fc.assert(
      fc.property(criteriaConfigArb, pillarScoresArb, (config, scores) => {
        const used = config.pillars.filter((p) => p.enabled && scores[p.id] !== undefined);
        const values = used.map((p) => scores[p.id]!);
        const top = topStrength(scores, config.pillars);
        const concern = mainConcern(scores, config.pillars);
        if (used.length === 0) {
          expect(top).toBeNull();
          expect(concern).toBeNull();
          return;
        }
        expect(top!.score).toBe(Math.max(...values));
        expect(scores[top!.pillar]).toBe(top!.score);
        const lowest = Math.min(...values);
        if (lowest < 70) expect(concern).toEqual({ pillar: concern!.pillar, score: lowest });
        else expect(concern).toBeNull();
      }),
    );
  });

  it('breaks ties by config order', () => {
    const { pillars } = defaultCriteriaConfig();
    const scores: Partial<Record<PillarId, number>> = { problem_solving: 50, communication: 50 };
    expect(topStrength(scores, pillars)?.pillar).toBe('communication');
    expect(mainConcern(scores, pillars)?.pillar).toBe('communication');
  });
});
