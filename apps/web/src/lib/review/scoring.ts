import type { AnswerScoreView, ReviewEvaluation } from '@sauti/core/contract/review-views';
import { NOT_SCORED_LABEL } from '@sauti/core/rules/answer-scores';
import { NEEDS_HUMAN_LISTEN } from '@sauti/core/rules/answer-concerns';
import { percentText } from '@sauti/core/rules/scoring';

export { NOT_SCORED_LABEL };

/** '83%', or 'Not scored — needs a human listen' when the interview has no score. */
export function overallScoreText(evaluation: Pick<ReviewEvaluation, 'overallScore'>): string {
  return evaluation.overallScore === null ? NOT_SCORED_LABEL : percentText(evaluation.overallScore);
}

/**
 * An answer's score as HR reads it: 'Score 78%', 'Not assessable: no speech detected',
 * 'Needs a human listen: the answer may describe misconduct', or ''.
 */
export function answerScoreText(score: AnswerScoreView | undefined): string {
  if (!score) return '';
  if (score.concern) return `${NEEDS_HUMAN_LISTEN}: ${score.concern.reason}`;
  if (!score.assessable) return `Not assessable: ${score.reason ?? 'no usable transcript'}`;
  return score.score === null ? '' : `Score ${percentText(score.score)}`;
}

/** The per-answer score of a question, when the evaluation has one. */
export function answerScoreOf(
  evaluation: Pick<ReviewEvaluation, 'answerScores'> | null,
  questionIndex: number,
): AnswerScoreView | undefined {
  return evaluation?.answerScores.find((a) => a.questionIndex === questionIndex);
}
