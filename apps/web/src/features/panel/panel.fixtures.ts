import type { MatchLevel } from '@sauti/core/rules/scoring';
import type { PanelCandidate, PanelPayload, ReviewSession } from '@sauti/core/contract/review-views';
import { reviewJob, reviewSession } from '@/api/testing/compare.fixtures';

/** A panel candidate shaped like the review contract. */
export function panelCandidate(
  id: string,
  name: string | null,
  overallScore: number,
  matchLevel: MatchLevel,
  session: Partial<ReviewSession> = {},
): PanelCandidate {
  return {
    session: reviewSession(id, name, session),
    overallScore,
    matchLevel,
    notScoredReasons: [],
    criteriaBreakdown: { communication: true, problem_solving: matchLevel === 'Strong Match' },
    pillarScores: { communication: 88, problem_solving: matchLevel === 'Strong Match' ? 80 : 55 },
    topStrength: { pillar: 'communication', label: 'Communication', score: 88 },
    aiSummary: `${name ?? 'They'} communicates clearly.`,
    evaluator: { usesLanguageModel: false, label: 'Built-in scoring, no language model' },
    focusPoints: [
      'Lead with Communication (88%): ask for a recent example that shows this strength in action.',
      'Explore Problem Solving (55%): probe how they would handle this area in the role.',
      'Discuss their career goals and how this role fits into their longer-term plans.',
    ],
    closingRecommendation:
      'Solid candidate with a good fit; use the panel interview to confirm the areas flagged above.',
  };
}

/**
 * A panel payload with the given members and page of available candidates; the counts and the
 * page default to that page being every available candidate.
 */
export function panelPayload(
  panel: PanelCandidate[],
  available: PanelCandidate[],
  more: Partial<Pick<PanelPayload, 'availableCounts' | 'page'>> = {},
): PanelPayload {
  const level = (matchLevel: MatchLevel) => available.filter((c) => c.matchLevel === matchLevel).length;
  return {
    job: reviewJob,
    panel,
    available,
    availableCounts: {
      total: available.length,
      strongMatch: level('Strong Match'),
      partialMatch: level('Partial Match'),
    },
    page: { offset: 0, limit: 20, matching: available.length },
    ...more,
    insights: {
      averageScore: panel.length
        ? Math.round(panel.reduce((sum, c) => sum + (c.overallScore ?? 0), 0) / panel.length)
        : null,
      panelSize: panel.length,
      coverage: [
        { pillarId: 'communication', label: 'Communication', count: panel.length },
        { pillarId: 'problem_solving', label: 'Problem Solving', count: 0 },
      ],
      topStrengths: panel.length
        ? [{ pillarId: 'communication', label: 'Communication', count: panel.length }]
        : [],
    },
  };
}
