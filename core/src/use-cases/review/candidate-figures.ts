import type { CandidateSession } from '../../domain/candidate-session.js';
import type { Pillar } from '../../domain/criteria.js';
import type { Evaluation } from '../../domain/evaluation.js';
import { bandFor } from '../../rules/recommendation.js';
import { isMet } from '../../rules/scoring.js';
import {
  UNSCORED_FIGURES,
  type CandidateFigures,
  type ProgressCounts,
  type ProgressState,
} from '../../contract/review-views.js';
import type { OverviewCounts } from '../../ports/review-read-model.js';
import { criteriaMatch } from './criteria-match.js';
import { isCompleted } from './job-review.js';

/*
 * One home for a candidate's figures (docs/behaviour/review.md §10). The legacy dashboard, the
 * overview and the detail page each used to derive them on their own: the dashboard showed the
 * score out of 100 with the band of the score alone and three sub-scores out of 10 (a switched-off
 * criterion among them), the overview a percent with the match. Every review answer now carries
 * these figures and the screens only format them.
 */

/** Not started: not completed, no answer recorded and still on the first question. */
export function progressOf(session: CandidateSession, answers: number): ProgressState {
  if (isCompleted(session)) return 'completed';
  return answers === 0 && session.currentQuestionIndex === 0 ? 'not-started' : 'in-progress';
}

/** The whole job's candidates by progress, from the counts the database made; they add up. */
export function progressCounts(counts: Pick<OverviewCounts, 'totalInvited' | 'completed' | 'notStarted'>) {
  return {
    total: counts.totalInvited,
    completed: counts.completed,
    inProgress: counts.totalInvited - counts.completed - counts.notStarted,
    notStarted: counts.notStarted,
  } satisfies ProgressCounts;
}

/**
 * A candidate's figures against the job's enabled criteria (`pillars`): score, band, match,
 * criteria and progress. Nothing but the progress for an interview not evaluated or not scored.
 */
export function candidateFigures(
  session: CandidateSession,
  answers: number,
  evaluation: Pick<Evaluation, 'overallScore' | 'pillarScores'> | null | undefined,
  pillars: readonly Pillar[],
): CandidateFigures {
  const progress = progressOf(session, answers);
  const match = evaluation ? criteriaMatch(evaluation, pillars) : null;
  if (!match) return { progress, ...UNSCORED_FIGURES };
  return {
    progress,
    scored: true,
    scorePercent: Math.round(match.overallScore),
    band: bandFor(match.overallScore, match.matchLevel),
    matchLevel: match.matchLevel,
    criteria: pillars.map((p) => {
      const score = match.pillarScores[p.id];
      const known = typeof score === 'number' && Number.isFinite(score);
      return {
        pillar: p.id,
        label: p.label,
        percent: known ? Math.round(score) : null,
        met: known && isMet(score),
      };
    }),
    criteriaMet: { met: match.met, total: match.scored },
    topStrength: match.topStrength,
    mainConcern: match.mainConcern,
  };
}
