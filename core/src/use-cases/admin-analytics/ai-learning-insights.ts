import type {
  AdminAnalyticsQueries,
  DecisionScoreRow,
  OutcomeGroupRow,
} from '../../ports/admin-analytics-queries.js';
import type { Clock } from '../../ports/clock.js';
import { aiPerformance } from '../../rules/analytics.js';
import { requireAdmin, type Actor } from '../accounts/tenancy.js';
import { analyticsCutoffs, percent } from '../../rules/analytics-windows.js';
import type { AiLearningInsights } from '../../contract/analytics.js';

/**
 * The Scores & Outcomes figures (the API's 'AI learning insights'). The population is the evaluated candidates (sessions with at least one
 * evaluation; the latest one counts): a decision on a candidate without a score says nothing
 * about the scores. totalDecisions = hired + rejected + considering; pending = no decision yet.
 */
export function composeAiLearningInsights(
  groups: readonly OutcomeGroupRow[],
  scores: readonly DecisionScoreRow[],
): AiLearningInsights {
  const group = (outcome: OutcomeGroupRow['outcome']) => groups.find((g) => g.outcome === outcome);
  const count = (outcome: OutcomeGroupRow['outcome']) => group(outcome)?.candidates ?? 0;
  const average = (outcome: 'hired' | 'rejected') => {
    const found = group(outcome);
    return found && found.candidates > 0 ? Math.round(found.avgScore) : null;
  };
  const [hired, rejected, considering, pending] = [
    count('hired'),
    count('rejected'),
    count('considering'),
    count(null),
  ];
  const totalDecisions = hired + rejected + considering;
  const avgHiredScore = average('hired');
  const avgRejectedScore = average('rejected');
  // The rule takes one entry per decision; the score groups are expanded back into entries
  // (a few hundred groups at most: two outcomes times scores 0-100).
  const decisions = scores.flatMap((row) =>
    Array.from({ length: row.candidates }, () => ({ outcome: row.outcome, score: row.score })),
  );
  const performance = aiPerformance(decisions);
  return {
    hiringOutcomes: { totalDecisions, hired, rejected, considering, pending },
    scoreAnalysis: {
      avgHiredScore,
      avgRejectedScore,
      scoreDifference:
        avgHiredScore !== null && avgRejectedScore !== null ? avgHiredScore - avgRejectedScore : null,
    },
    aiPerformance: performance,
    trends: {
      recentDecisions: groups
        .filter((g) => g.outcome !== null)
        .reduce((sum, g) => sum + g.recentlyDecided, 0),
      decisionRate: percent(totalDecisions, totalDecisions + pending),
    },
  };
}

/** GET /api/admin/ai-learning-insights. */
export class GetAiLearningInsights {
  constructor(private readonly deps: { queries: AdminAnalyticsQueries; clock: Clock }) {}

  /** Errors: FORBIDDEN. */
  async execute(actor: Actor): Promise<AiLearningInsights> {
    requireAdmin(actor);
    const { weekStart } = analyticsCutoffs(this.deps.clock.now());
    const [groups, scores] = await Promise.all([
      this.deps.queries.outcomeGroups({ recentSince: weekStart }),
      this.deps.queries.decisionScores(),
    ]);
    return composeAiLearningInsights(groups, scores);
  }
}
