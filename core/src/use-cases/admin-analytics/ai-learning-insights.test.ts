import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../testing/fixed-clock.js';
import { composeAiLearningInsights, GetAiLearningInsights } from './ai-learning-insights.js';
import { analyticsCutoffs } from '../../rules/analytics-windows.js';
import { FakeAnalyticsQueries } from '../../testing/fake-analytics-queries.js';

const group = (
  outcome: 'hired' | 'rejected' | 'considering' | null,
  candidates: number,
  avgScore: number,
  recentlyDecided = 0,
) => ({
  outcome,
  candidates,
  avgScore,
  recentlyDecided,
});

describe('composeAiLearningInsights', () => {
  it('counts outcomes, rounds averages, and judges the AI with the 70 threshold', () => {
    const insights = composeAiLearningInsights(
      [
        group('hired', 3, 80.4, 1),
        group('rejected', 2, 55.5, 2),
        group('considering', 1, 60, 1),
        group(null, 4, 50, 3),
      ],
      [
        { outcome: 'hired', score: 90, candidates: 2 },
        { outcome: 'hired', score: 61, candidates: 1 },
        { outcome: 'rejected', score: 69, candidates: 1 },
        { outcome: 'rejected', score: 70, candidates: 1 },
      ],
    );
    expect(insights).toEqual({
      hiringOutcomes: { totalDecisions: 6, hired: 3, rejected: 2, considering: 1, pending: 4 },
      scoreAnalysis: { avgHiredScore: 80, avgRejectedScore: 56, scoreDifference: 24 },
      // Hired 2 of 3 at 70 or more, rejected 1 of 2 below: the scores agree on 3 of 5 (60 %).
      aiPerformance: {
        alignedCount: 2,
        accurateCount: 1,
        hiredAnalyzed: 3,
        rejectedAnalyzed: 2,
        aiAlignment: 67,
        aiAccuracy: 50,
        totalAnalyzed: 5,
        agreement: 60,
      },
      // Pending rows never count as decisions, recent or not.
      trends: { recentDecisions: 4, decisionRate: 60 },
    });
  });

  it('answers nulls and zeros before any decision', () => {
    expect(composeAiLearningInsights([group(null, 2, 70)], [])).toEqual({
      hiringOutcomes: { totalDecisions: 0, hired: 0, rejected: 0, considering: 0, pending: 2 },
      scoreAnalysis: { avgHiredScore: null, avgRejectedScore: null, scoreDifference: null },
      aiPerformance: {
        alignedCount: 0,
        accurateCount: 0,
        hiredAnalyzed: 0,
        rejectedAnalyzed: 0,
        aiAlignment: 0,
        aiAccuracy: 0,
        totalAnalyzed: 0,
        agreement: 0,
      },
      trends: { recentDecisions: 0, decisionRate: 0 },
    });
  });

  it('asks for decisions changed in the last 7 days', async () => {
    const queries = new FakeAnalyticsQueries();
    const now = new Date('2026-11-22T12:00:00Z');
    await new GetAiLearningInsights({ queries, clock: new FixedClock(now) }).execute({
      userId: 'a',
      organisationId: null,
      isAdmin: true,
    });
    expect(queries.calls).toContainEqual({
      method: 'outcomeGroups',
      args: { recentSince: analyticsCutoffs(now).weekStart },
    });
  });
});
