import type { CandidateSession } from '../../domain/candidate-session.js';
import type { Pillar } from '../../domain/criteria.js';
import type { EvaluationSummary } from '../../ports/review-read-model.js';
import { NOT_SCORED_LABEL } from '../../rules/answer-scores.js';
import { describeEvaluator } from '../../rules/evaluator-label.js';
import { closingRecommendation, focusPoints, panelInsights, PANEL_LIMITS } from '../../rules/panel.js';
import type { Actor } from '../accounts/tenancy.js';
import { criteriaMatch } from './criteria-match.js';
import { loadReviewJob, type ReviewReadDeps } from './job-review.js';
import { panelOrder } from './panel-order.js';
import { presentReviewSession } from './present-session.js';
import { refreshReviewFigures } from './review-figures.js';
import type { PanelQuery } from '../../contract/review.js';
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
      evaluator: describeEvaluator(evaluation.evaluatorVersion),
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
    evaluator: describeEvaluator(evaluation.evaluatorVersion),
    focusPoints: focusPoints({
      overallScore: match.overallScore,
      pillarScores: match.pillarScores,
      pillars,
      topStrength: match.topStrength
        ? { pillar: match.topStrength.pillar, score: match.topStrength.score }
        : null,
    }),
    closingRecommendation: closingRecommendation(match.overallScore, session.hiringOutcome),
  };
}

/**
 * GET /api/jobs/{jobId}/panel (docs/behaviour/review.md §2.6): the whole panel with its insights,
 * and one page of the evaluated candidates not in it. The database searches, orders, pages and
 * counts the available ones (over the match figures core stored, review-figures.ts); core
 * presents the panel and the page. A fixed number of queries whatever the number of candidates:
 * job, questions, figures check, counts, page (and its sessions), panel members, summaries.
 */
export class GetPanel {
  constructor(private readonly deps: ReviewReadDeps) {}

  async execute(actor: Actor, jobId: string, query: PanelQuery): Promise<PanelPayload> {
    const review = await loadReviewJob(this.deps, actor, jobId);
    const reads = this.deps.reviewReads;
    await refreshReviewFigures(reads, review.job.id, review.pillars);
    const [availableCounts, page, members] = await Promise.all([
      reads.panelAvailableCounts(review.job.id),
      reads.panelAvailablePage(review.job.id, query),
      reads.panelMembersOfJob(review.job.id),
    ]);
    const summaries = new Map(
      (await reads.latestEvaluationSummariesOf([...members, ...page.sessions].map((s) => s.id))).map((e) => [
        e.sessionId,
        e,
      ]),
    );
    const evaluated = (sessions: readonly CandidateSession[]) =>
      sessions.flatMap((session) => {
        const evaluation = summaries.get(session.id);
        return evaluation ? [{ session, evaluation, overallScore: evaluation.overallScore }] : [];
      });
    const present = (rows: ReturnType<typeof evaluated>) =>
      rows.map((r) => panelCandidate(r.session, r.evaluation, review.pillars));
    const panel = present(evaluated(members).sort(panelOrder));
    const insights = panelInsights(panel, review.pillars);
    const named = (c: { pillar: Pillar['id']; label: string; count: number }) => ({
      pillarId: c.pillar,
      label: c.label,
      count: c.count,
    });
    return {
      job: review.view,
      panel,
      available: present(evaluated(page.sessions)),
      availableCounts,
      page: { offset: query.offset, limit: query.limit, matching: page.total },
      insights: {
        averageScore: panel.some((c) => c.overallScore !== null) ? insights.averageScore : null,
        panelSize: insights.panelSize,
        coverage: insights.coverage.map(named),
        topStrengths: insights.topCriteria.slice(0, PANEL_LIMITS.topCriteria).map(named),
      },
    };
  }
}
