import { z } from 'zod';
import type { AnswerRating } from '../domain/answer-rating.js';
import type { Agreement } from '../rules/agreement.js';
import type { EvaluatorDescription } from '../rules/evaluator-label.js';

/**
 * Calibration to the hiring team's own standard (docs/behaviour/review.md §15): rating an answer,
 * the team's ratings on the candidate detail, and the agreement between scores and ratings.
 */

export const RATING_MESSAGE = 'rating must be a whole number from 1 to 5';

/** PUT /api/jobs/{jobId}/candidates/{sessionId}/answers/{questionIndex}/rating {rating}. */
export const answerRatingSchema = z.object({
  rating: z
    .number({ error: RATING_MESSAGE })
    .int({ error: RATING_MESSAGE })
    .min(1, { error: RATING_MESSAGE })
    .max(5, { error: RATING_MESSAGE })
    .transform((value) => value as AnswerRating),
});
export type AnswerRatingInput = z.input<typeof answerRatingSchema>;

/** The path's question index: digits only (at most 3), else the answer is simply not found. */
export const questionIndexParam = z
  .string()
  .regex(/^\d{1,3}$/)
  .transform(Number);

/** The message of NOT_FOUND for a question index the candidate has no answer to. */
export const ANSWER_NOT_FOUND_MESSAGE = 'Answer not found';

/** One member's current rating, as the team sees it ("Rated 4 by Amina Otieno, 3 Dec"). */
export interface MemberRatingView {
  raterName: string;
  rating: AnswerRating;
  ratedAt: string;
  /** True for the caller's own rating (the one they may change or remove). */
  mine: boolean;
}

/** One change of the trail, oldest first. */
export interface RatingChangeView {
  raterName: string;
  /** True when the administrator made it while acting as the rater. */
  byAdministrator: boolean;
  /** Null: removed. */
  rating: AnswerRating | null;
  /** Null: there was none. */
  previousRating: AnswerRating | null;
  at: string;
}

/** The team's ratings of one answer. */
export interface AnswerRatingsView {
  questionIndex: number;
  /** Every member's current rating, oldest first. */
  ratings: MemberRatingView[];
  /** The team's rating (the lower median of the ratings), null when nobody rated it. */
  teamRating: AnswerRating | null;
  changes: RatingChangeView[];
}

/** One question of the job and how far its ratings go. */
export interface CalibrationQuestionView {
  index: number;
  text: string;
  /** Rated answers to the question as asked now. */
  rated: number;
  /** True from MIN_ANCHORS_PER_QUESTION rated answers: a new interview is scored against them. */
  anchorsInUse: boolean;
}

/** GET /api/jobs/{jobId}/calibration: how far the scores agree with the team's ratings. */
export interface CalibrationView {
  /** Rated answers whose latest score exists (each scored without its own rating). */
  agreement: Agreement;
  /** Every rated answer of the job. */
  ratedAnswers: number;
  /** Rated answers without a score to compare (not assessable, not evaluated yet, or held back). */
  unscored: number;
  /** Compared answers whose score was made before the team's current ratings of the others. */
  scoredBeforeLatestRatings: number;
  /** Who made the compared scores (one entry per evaluator). */
  scoredBy: EvaluatorDescription[];
  questions: CalibrationQuestionView[];
  /** Rated answers a question needs before its ratings are used (MIN_ANCHORS_PER_QUESTION). */
  minimumRatedAnswers: number;
}

/** POST /api/jobs/{jobId}/calibration/rescore → 202 RescoreResult. */
export interface RescoreResult {
  /** Completed interviews queued for evaluation (those whose input did not change keep their score). */
  queued: number;
}
