import type { CandidateSession } from '../../domain/candidate-session.js';
import type { Evaluation } from '../../domain/evaluation.js';
import type { Pillar, PillarId } from '../../domain/criteria.js';
import type { AnswerSummary } from '../../ports/review-read-model.js';
import { matchBadge, criteriaBreakdown as breakdownOf } from '../../rules/scoring.js';
import type { Actor } from '../accounts/tenancy.js';
import { criteriaMatch } from './criteria-match.js';
import { fullEvaluationsOf, isCompleted, loadJobReview, type ReviewReadDeps } from './job-review.js';
import { matchesOfJob, matchingOverviewRows } from './overview-matching.js';
import { presentReviewEvaluation } from './present-evaluation.js';
import { presentReviewSession } from './present-session.js';
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
  };
}

/**
 * Not started: incomplete, no answer recorded and still on the first question. Judged from the
 * job-wide answer figures (one query), never per candidate.
 */
export function isNotStarted(session: CandidateSession, answers: number): boolean {
  return !isCompleted(session) && answers === 0 && session.currentQuestionIndex === 0;
}

/**
 * GET /api/jobs/{jobId}/candidates-v2 (docs/behaviour/review.md §2.3): completed candidates filtered, sorted and
 * paged; stats and the criteria breakdown over the whole job. A fixed number of queries (job,
 * questions, sessions, latest evaluation summaries, answer figures, then the page's full
 * evaluations) whatever the number of candidates: the long analyses of the whole job are never read.
 */
export class GetOverview {
  constructor(private readonly deps: ReviewReadDeps) {}

  async execute(actor: Actor, jobId: string, query: OverviewQuery): Promise<OverviewPayload> {
    const review = await loadJobReview(this.deps, actor, jobId);
    const summaries = new Map(
      (await this.deps.reviewReads.answerSummariesOfJob(review.job.id)).map((s) => [s.sessionId, s]),
    );
    const answersOf = (id: string) => summaries.get(id) ?? NO_ANSWERS;
    const completed = review.sessions.filter(isCompleted);
    const matches = matchesOfJob(review);
    const matching = matchingOverviewRows(review, matches, query);
    const page = matching.slice(query.offset, query.offset + query.limit);
    const full = await fullEvaluationsOf(
      this.deps,
      page.filter((r) => r.evaluation !== null).map((r) => r.session.id),
    );
    const evaluated = review.sessions.flatMap((s) => {
      const match = matches.get(s.id);
      return match ? [match] : [];
    });
    const notStarted = review.sessions.filter((s) => isNotStarted(s, answersOf(s.id).answers)).length;
    const stats: OverviewStats = {
      totalInvited: review.sessions.length,
      completed: completed.length,
      inProgress: review.sessions.length - completed.length - notStarted,
      notStarted,
      meetsAllCriteria: evaluated.filter((m) => m.matchLevel === 'Strong Match').length,
      partialMatch: evaluated.filter((m) => m.matchLevel === 'Partial Match').length,
      poorFit: evaluated.filter((m) => m.matchLevel === 'Poor Fit').length,
      awaitingEvaluation: completed.filter((s) => !review.latest.has(s.id)).length,
      notScored: [...review.latest.values()].filter((e) => e.overallScore === null).length,
    };
    const breakdown: Partial<Record<PillarId, CriterionBreakdownView>> = {};
    for (const [id, figures] of Object.entries(breakdownOf(evaluated, review.pillars))) {
      const label = review.pillars.find((p) => p.id === id)?.label ?? id;
      breakdown[id as PillarId] = { label, ...figures };
    }
    return {
      job: review.view,
      candidates: page.map((r) =>
        overviewCandidate(r.source, full.get(r.session.id), answersOf(r.session.id), review.pillars),
      ),
      stats,
      criteriaBreakdown: breakdown,
      page: {
        offset: query.offset,
        limit: query.limit,
        matching: matching.length,
        completed: completed.length,
      },
    };
  }
}
