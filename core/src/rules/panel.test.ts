import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { defaultCriteriaConfig } from './criteria.js';
import { CAREER_GOALS_FOCUS, closingRecommendation, focusPoints, panelInsights } from './panel.js';
import { topStrength } from './scoring.js';
import { criteriaConfigArb, pillarScoresArb } from './testing/arbitraries.js';

const { pillars } = defaultCriteriaConfig(); // enabled: communication, problem solving, motivation, adaptability, collaboration

describe('focusPoints', () => {
  it('never gives more than 3 points, and at least one', () => {
    fc.assert(
      fc.property(
        criteriaConfigArb,
        pillarScoresArb,
        fc.integer({ min: 0, max: 100 }),
        (config, scores, overall) => {
          const points = focusPoints({
            overallScore: overall,
            pillarScores: scores,
            pillars: config.pillars,
          });
          expect(points.length).toBeGreaterThanOrEqual(1);
          expect(points.length).toBeLessThanOrEqual(3);
          expect(new Set(points).size).toBe(points.length);
        },
      ),
    );
  });

  it('leads with a criterion of 80+, explores one in (0, 70), pads with career goals', () => {
    fc.assert(
      fc.property(pillarScoresArb, fc.integer({ min: 0, max: 100 }), (scores, overall) => {
        const points = focusPoints({ overallScore: overall, pillarScores: scores, pillars });
        const enabledScores = pillars
          .filter((p) => p.enabled && scores[p.id] !== undefined)
          .map((p) => scores[p.id]!);
        const hasStrong = enabledScores.some((s) => s >= 80);
        expect(points[0]!.startsWith('Lead with')).toBe(hasStrong);
        const hasGap = enabledScores.some((s) => s > 0 && s < 70);
        expect(points.some((p) => p.startsWith('Explore'))).toBe(hasGap);
        if (overall >= 75) expect(points.some((p) => p.startsWith('Validate'))).toBe(false);
        if (points.length < 3 || !points.every((p) => /^(Lead|Explore|Validate)/.test(p))) {
          expect(points.at(-1)).toBe(CAREER_GOALS_FOCUS);
        }
      }),
    );
  });

  it('leads with the given top strength and validates below 80 when overall is under 75', () => {
    const scores = { communication: 78, problem_solving: 60, motivation: 75, adaptability: 0 };
    const points = focusPoints({
      overallScore: 74,
      pillarScores: scores,
      pillars,
      topStrength: topStrength(scores, pillars),
    });
    expect(points).toEqual([
      'Lead with Communication (78%): ask for a recent example that shows this strength in action.',
      'Explore Problem Solving (60%): probe how they would handle this area in the role.',
      'Validate Motivation (75%) with a practical scenario from the role.',
    ]);
    const at75 = focusPoints({ overallScore: 75, pillarScores: scores, pillars, topStrength: null });
    expect(at75).toEqual([
      'Explore Problem Solving (60%): probe how they would handle this area in the role.',
      CAREER_GOALS_FOCUS,
    ]);
  });
});

describe('closingRecommendation', () => {
  it('starts with Strong overall from 85, Solid from 70, else Weigh strengths', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 100, noNaN: true }), (s) => {
        const text = closingRecommendation(s);
        const start =
          s >= 85 ? 'Strong overall' : s >= 70 ? 'Solid' : 'Weigh strengths against development needs';
        expect(text.startsWith(start)).toBe(true);
        expect(text.endsWith('.')).toBe(true);
      }),
    );
    expect(closingRecommendation(85).startsWith('Strong overall')).toBe(true);
    expect(closingRecommendation(84.9).startsWith('Solid')).toBe(true);
    expect(closingRecommendation(69.9).startsWith('Weigh')).toBe(true);
  });

  it('names the recorded decision instead of a next step for a candidate hired or rejected', () => {
    // It said 'prioritise for the next stage' for a candidate already hired.
    expect(closingRecommendation(95, 'hired')).toBe('Already hired: there is no next stage to plan.');
    expect(closingRecommendation(95, 'rejected')).toMatch(/^Marked as rejected/);
    expect(closingRecommendation(95, 'considering').startsWith('Strong overall')).toBe(true);
  });
});

describe('panelInsights', () => {
  const member = fc.record({ overallScore: fc.integer({ min: 0, max: 100 }), pillarScores: pillarScoresArb });

  it('counts members meeting each enabled criterion and keeps the top 3 covered', () => {
    fc.assert(
      fc.property(criteriaConfigArb, fc.array(member, { maxLength: 10 }), (config, members) => {
        const insights = panelInsights(members, config.pillars);
        expect(insights.panelSize).toBe(members.length);
        const avg = members.length ? members.reduce((s, m) => s + m.overallScore, 0) / members.length : 0;
        expect(insights.averageScore).toBe(Math.round(avg));
        const enabled = config.pillars.filter((p) => p.enabled);
        expect(insights.coverage.map((c) => c.pillar)).toEqual(enabled.map((p) => p.id));
        for (const c of insights.coverage) {
          expect(c.count).toBe(members.filter((m) => (m.pillarScores[c.pillar] ?? 0) >= 70).length);
        }
        expect(insights.topCriteria.length).toBeLessThanOrEqual(3);
        const counts = insights.topCriteria.map((c) => c.count);
        expect(counts).toEqual([...counts].sort((a, b) => b - a));
        const best = insights.coverage
          .filter((c) => c.count > 0)
          .map((c) => c.count)
          .sort((a, b) => b - a);
        expect(counts).toEqual(best.slice(0, 3));
      }),
    );
  });
});
