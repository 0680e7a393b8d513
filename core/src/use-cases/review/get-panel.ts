import type { CandidateSession } from '../../domain/candidate-session.js';
import type { Pillar } from '../../domain/criteria.js';
import type { EvaluationSummary } from '../../ports/review-read-model.js';
import { NOT_SCORED_LABEL } from '../../rules/answer-scores.js';
import { closingRecommendation, focusPoints, panelInsights, PANEL_LIMITS } from '../../rules/panel.js';
import type { Actor } from '../accounts/tenancy.js';
import { criteriaMatch } from './criteria-match.js';
import { latestStartFirst, loadReviewJob, type ReviewReadDeps } from './job-review.js';
import { presentReviewSession } from './present-session.js';
import type { PanelCandidate, PanelPayload } from '../../contract/review-views.js';

/** An evaluated candidate as the panel builder lists it, with the briefing's focus points. */
export function panelCandidate(
  session: CandidateSession,
  evaluation: EvaluationSummary,
  pillars: readonly Pillar[],
): PanelCandidate {
  const match = criteriaMatch(evaluation, pillars);
  if (!match) {
    const reasons = evaluation.notScoredReasons.length
      ? evaluation.notScoredReasons
      : ['Too few answers could be assessed.'];
    return {
      session: presentReviewSession(session),
      overallScore: null,
      matchLevel: null,
      notScoredReasons: reasons,
      criteriaBreakdown: {},
      pillarScores: {},
      topStrength: null,
      aiSummary: evaluation.feedback || null,
      focusPoints: [`Listen to the recordings before the panel: ${reasons.join(' ')}`],
      closingRecommendation: `${NOT_SCORED_LABEL}.`,
    };
  }
  return {
    session: presentReviewSession(session),
    overallScore: match.overallScore,
    matchLevel: match.matchLevel,
    notScoredReasons: [],
    criteriaBreakdown: match.criteriaBreakdown,
    pillarScores: match.pillarScores,
    topStrength: match.topStrength,
    aiSummary: evaluation.feedback || evaluation.recommendation || null,
    focusPoints: focusPoints({
      overallScore: match.overallScore,
      pillarScores: match.pillarScores,
      pillars,
      topStrength: match.topStrength
        ? { pillar: match.topStrength.pillar, score: match.topStrength.score }
        : null,
    }),
    closingRecommendation: closingRecommendation(match.overallScore),
  };
}

/**
 * GET /api/jobs/{jobId}/panel (docs/behaviour/review.md §2.6): every evaluated candidate, split into the panel and
 * the available ones (best score first), with the panel's insights. A fixed number of queries: job,
 * questions, and the evaluated sessions with their latest evaluation summaries in one statement.
 */
export class GetPanel {
  constructor(private readonly deps: ReviewReadDeps) {}

  async execute(actor: Actor, jobId: string): Promise<PanelPayload> {
    const review = await loadReviewJob(this.deps, actor, jobId);
    const candidates = (await this.deps.reviewReads.evaluatedSessionsOfJob(review.job.id))
      .sort((a, b) => latestStartFirst(a.session, b.session))
      .map(({ session, evaluation }) => panelCandidate(session, evaluation, review.pillars))
      // Scored first, best first; stable: ties keep the latest start first.
      .sort((a, b) => (b.overallScore ?? -1) - (a.overallScore ?? -1));
    const panel = candidates.filter((c) => c.session.inPanel);
    const insights = panelInsights(panel, review.pillars);
    const named = (c: { pillar: Pillar['id']; label: string; count: number }) => ({
      pillarId: c.pillar,
      label: c.label,
      count: c.count,
    });
    return {
      job: review.view,
      panel,
      available: candidates.filter((c) => !c.session.inPanel),
      insights: {
        averageScore: panel.some((c) => c.overallScore !== null) ? insights.averageScore : null,
        panelSize: insights.panelSize,
        coverage: insights.coverage.map(named),
        topStrengths: insights.topCriteria.slice(0, PANEL_LIMITS.topCriteria).map(named),
      },
    };
  }
}
