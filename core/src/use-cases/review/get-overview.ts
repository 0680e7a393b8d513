import type { CandidateSession } from '../../domain/candidate-session.js';
import type { Evaluation } from '../../domain/evaluation.js';
import type { Pillar, PillarId } from '../../domain/criteria.js';
import type { AnswerSummary } from '../../ports/review-read-model.js';
import { breakdownFigures, matchBadge } from '../../rules/scoring.js';
import type { Actor } from '../accounts/tenancy.js';
import { candidateFigures, progressCounts, progressOf } from './candidate-figures.js';
import { criteriaMatch } from './criteria-match.js';
import { fullEvaluationsOf, loadReviewJob, type ReviewReadDeps } from './job-review.js';
import { presentReviewEvaluation } from './present-evaluation.js';
import { presentReviewSession } from './present-session.js';
import { refreshReviewFigures } from './review-figures.js';
import type { OverviewQuery } from '../../contract/review.js';
import type {
  CriterionBreakdownView,
  OverviewCandidate,
  OverviewPayload,
  OverviewStats,
} from '../../contract/review-views.js';

const NO_ANSWERS: Omit<AnswerSummary, 'sessionId'> = { answers: 0, totalDuration: 0, voiceMismatch: false };

/** One overview row from a session, its latest evaluation (if any) and its answer figures. */
export function overviewCandidate(
  session: CandidateSession,
  evaluation: Evaluation | undefined,
  answers: Omit<AnswerSummary, 'sessionId'>,
  pillars: readonly Pillar[],
): OverviewCandidate {
  const match = evaluation ? criteriaMatch(evaluation, pillars) : null;
  return {
    session: presentReviewSession(session),
    evaluation: evaluation ? presentReviewEvaluation(evaluation) : null,
    responseCount: answers.answers,
    totalDuration: answers.totalDuration,
    matchLevel: match?.matchLevel ?? null,
    matchBadge: match ? matchBadge(match.overallScore, match.matchLevel) : null,
    meetsAllCriteria: match?.meetsAllCriteria ?? false,
    partialMatch: match?.partialMatch ?? false,
    criteriaBreakdown: match?.criteriaBreakdown ?? {},
    pillarScores: match?.pillarScores ?? {},
    topStrength: match?.topStrength ?? null,
    mainConcern: match?.mainConcern ?? null,
    voiceIdentityWarning: answers.voiceMismatch,
    figures: candidateFigures(session, answers.answers, evaluation, pillars),
  };
}

/** Not started (candidate-figures.ts's rule), judged from the job-wide answer figures (one query). */
export function isNotStarted(session: CandidateSession, answers: number): boolean {
  return progressOf(session, answers) === 'not-started';
}

/**
 * GET /api/jobs/{jobId}/candidates-v2 (docs/behaviour/review.md §2.3): completed candidates filtered, sorted and
 * paged; stats and the criteria breakdown over the whole job. The database filters, orders, pages
 * and counts (over the match figures core stored, review-figures.ts); core presents the page. A
 * fixed number of queries (job, questions, figures check, counts, page, the page's answer figures
 * and full evaluations) whatever the number of candidates; only the page's rows are read.
 */
export class GetOverview {
  constructor(private readonly deps: ReviewReadDeps) {}

  async execute(actor: Actor, jobId: string, query: OverviewQuery): Promise<OverviewPayload> {
    const { job, view, pillars } = await loadReviewJob(this.deps, actor, jobId);
    await refreshReviewFigures(this.deps.reviewReads, job.id, pillars);
    const [counts, page] = await Promise.all([
      this.deps.reviewReads.overviewCounts(job.id),
      this.deps.reviewReads.overviewPage(job.id, query),
    ]);
    const ids = page.sessions.map((s) => s.id);
    const [answers, full] = await Promise.all([
      ids.length ? this.deps.reviewReads.answerSummariesOf(ids) : Promise.resolve([]),
      fullEvaluationsOf(this.deps, ids),
    ]);
    const summaries = new Map(answers.map((s) => [s.sessionId, s]));
    const stats: OverviewStats = {
      totalInvited: counts.totalInvited,
      completed: counts.completed,
      inProgress: progressCounts(counts).inProgress,
      notStarted: counts.notStarted,
      meetsAllCriteria: counts.strongMatch,
      partialMatch: counts.partialMatch,
      poorFit: counts.poorFit,
      awaitingEvaluation: counts.awaitingEvaluation,
      notScored: counts.notScored,
    };
    const breakdown: Partial<Record<PillarId, CriterionBreakdownView>> = {};
    for (const pillar of pillars) {
      const met = counts.metByCriterion[pillar.id] ?? 0;
      breakdown[pillar.id] = { label: pillar.label, ...breakdownFigures(met, counts.scored) };
    }
    return {
      job: view,
      candidates: page.sessions.map((s) =>
        overviewCandidate(s, full.get(s.id), summaries.get(s.id) ?? NO_ANSWERS, pillars),
      ),
      stats,
      criteriaBreakdown: breakdown,
      page: { offset: query.offset, limit: query.limit, matching: page.total, completed: counts.completed },
    };
  }
}
