import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PillarId } from '../../domain/criteria.js';
import type { EvaluatorOutput } from '../../ports/evaluator.js';
import { buildCriteriaConfig } from '../../rules/criteria.js';
import { composeEvaluation, joinSentences } from './evaluation-record.js';

function output(scores: Partial<Record<PillarId, number>>): EvaluatorOutput {
  return {
    criteria: Object.entries(scores).map(([id, score]) => ({
      criterionId: id as PillarId,
      score,
      quickTake: '',
      rationale: '',
      evidence: [],
      relatedQuestions: [],
      subcriteriaAssessed: [],
    })),
    strengths: [],
    weaknesses: [],
    summary: '',
    feedback: '',
    legacy: { communicationSkills: 5, problemSolving: 5, motivation: 5 },
  };
}

const TWO_ANSWERS = [
  { questionIndex: 0, transcript: 'I listened to the customer first.' },
  { questionIndex: 1, transcript: 'Then I explained the refund policy.' },
];

function compose(scores: Partial<Record<PillarId, number>>, weights: Partial<Record<PillarId, number>>) {
  const pillars = buildCriteriaConfig(weights).pillars.filter((p) => p.enabled);
  return composeEvaluation(output(scores), {
    pillars,
    quotable: TWO_ANSWERS,
    notAssessable: [],
    asked: 2,
    evaluatorVersion: 'test@1',
    inputFingerprint: 'f',
  });
}

const score = fc.integer({ min: 0, max: 100 });

describe('composeEvaluation (aggregation)', () => {
  it('puts the overall score between the lowest and highest criterion score', () => {
    fc.assert(
      fc.property(
        score,
        score,
        score,
        fc.integer({ min: 1, max: 98 }),
        fc.integer({ min: 1, max: 98 }),
        (a, b, c, w1, w2) => {
          fc.pre(w1 + w2 < 100);
          const { overallScore } = compose(
            { communication: a, problem_solving: b, motivation: c },
            { communication: w1, problem_solving: w2, motivation: 100 - w1 - w2 },
          );
          expect(overallScore).toBeGreaterThanOrEqual(Math.min(a, b, c));
          expect(overallScore).toBeLessThanOrEqual(Math.max(a, b, c));
        },
      ),
    );
  });

  it('respects the weights: the weighted average, rounded', () => {
    fc.assert(
      fc.property(score, score, fc.integer({ min: 0, max: 100 }), (a, b, w) => {
        fc.pre(w > 0 && w < 100);
        const { overallScore } = compose(
          { communication: a, problem_solving: b },
          { communication: w, problem_solving: 100 - w },
        );
        expect(overallScore).toBe(Math.round((a * w + b * (100 - w)) / 100));
      }),
    );
  });

  it('moves toward the criterion whose weight grows', () => {
    fc.assert(
      fc.property(score, score, fc.integer({ min: 1, max: 98 }), (a, b, w) => {
        fc.pre(a > b);
        const less = compose(
          { communication: a, problem_solving: b },
          { communication: w, problem_solving: 100 - w },
        );
        const more = compose(
          { communication: a, problem_solving: b },
          { communication: w + 1, problem_solving: 99 - w },
        );
        expect(more.overallScore!).toBeGreaterThanOrEqual(less.overallScore!);
      }),
    );
  });

  it('changes band at 80, 60 and 40, never above what the criteria met allow', () => {
    const band = (s: number) => compose({ communication: s }, { communication: 100 }).recommendation;
    // One criterion: 60-69 is Poor Fit (nothing met), so the band stays Maybe until it is met at 70.
    expect([39, 40, 59, 60, 69, 70, 79, 80].map(band)).toEqual([
      'No Hire',
      'Maybe',
      'Maybe',
      'Maybe',
      'Maybe',
      'Hire',
      'Hire',
      'Strong Hire',
    ]);
    fc.assert(
      fc.property(score, score, (a, b) => {
        const composed = compose(
          { communication: a, problem_solving: b },
          { communication: 50, problem_solving: 50 },
        );
        const level = (composed.detailedAnalysis as Record<string, unknown>).matchLevel;
        if (composed.recommendation === 'Strong Hire') expect(level).toBe('Strong Match');
        if (composed.recommendation === 'Hire') expect(level).not.toBe('Poor Fit');
      }),
    );
  });

  it('names every unmet criterion among the weaknesses', () => {
    fc.assert(
      fc.property(score, score, (a, b) => {
        const { weaknesses } = compose(
          { communication: a, problem_solving: b },
          { communication: 50, problem_solving: 50 },
        );
        expect((weaknesses ?? '').includes('Communication')).toBe(a < 70);
        expect((weaknesses ?? '').includes('Problem Solving')).toBe(b < 70);
      }),
    );
  });

  it('sets the match level from the met (>= 70) criteria', () => {
    const level = (a: number, b: number) =>
      (
        compose({ communication: a, problem_solving: b }, { communication: 50, problem_solving: 50 })
          .detailedAnalysis as Record<string, unknown>
      ).matchLevel;
    expect(level(70, 70)).toBe('Strong Match');
    expect(level(70, 69)).toBe('Partial Match');
    expect(level(69, 69)).toBe('Poor Fit');
  });

  it('clamps scores to 0-100 and ignores criteria that are not enabled', () => {
    const composed = compose(
      { communication: 140, problem_solving: -20, leadership: 90 },
      { communication: 50, problem_solving: 50 },
    );
    expect(composed.pillarScores).toEqual({ communication: 100, problem_solving: 0 });
    expect(composed.overallScore).toBe(50);
  });

  it('joins sentences the way the views split them', () => {
    expect(joinSentences(['Calm.', ' Listens well ', ''])).toBe('Calm. Listens well.');
    expect(joinSentences([])).toBeNull();
  });
});
