import type { AnswerRating } from '../domain/answer-rating.js';

/**
 * Calibration to the hiring team's own standard (docs/behaviour/review.md §15): the constants and
 * the two conversions every part of it shares.
 */

/**
 * An answer is scored against its question's rated answers (anchors) only when at least this many
 * OTHER answers to the question are rated: fewer would teach the evaluator one reviewer's mood.
 */
export const MIN_ANCHORS_PER_QUESTION = 5;

/**
 * At most this many anchors per question reach the evaluator: enough to show each level the team
 * uses, few enough that a language model's prompt stays small whatever the number of ratings.
 */
export const MAX_ANCHORS_PER_QUESTION = 20;

/**
 * The lowest score of each rating: a 0-100 score reads as 5 from 80, 4 from 60, 3 from 40, 2 from
 * 20, else 1. The recommendation bands (80, 60, 40) carried down one more step, and the expected
 * scores of docs/scoring-rubric.md (90, 70, 50, 30, 10) sit in the middle of each level.
 */
export const RATING_SCORE_FLOORS: Readonly<Record<AnswerRating, number>> = {
  5: 80,
  4: 60,
  3: 40,
  2: 20,
  1: 0,
};

/** The rating a 0-100 answer score stands for (RATING_SCORE_FLOORS); out-of-range scores are clamped. */
export function ratingOfScore(score: number): AnswerRating {
  if (score >= RATING_SCORE_FLOORS[5]) return 5;
  if (score >= RATING_SCORE_FLOORS[4]) return 4;
  if (score >= RATING_SCORE_FLOORS[3]) return 3;
  if (score >= RATING_SCORE_FLOORS[2]) return 2;
  return 1;
}

/**
 * The team's rating of an answer several members rated: the median of their current ratings, and
 * on an even count the lower of the two middle ones, so the team's rating never claims more than
 * half of its raters gave. Null when nobody rated it.
 */
export function teamRating(ratings: readonly AnswerRating[]): AnswerRating | null {
  if (ratings.length === 0) return null;
  const sorted = [...ratings].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
}
