import type { AnswerRating, MemberRating, RatedAnswerRecord, RatingChange } from '../domain/answer-rating.js';

/** A change a member asks for: set (create or replace) their rating, or remove it. */
export interface RatingRequest {
  /** The id of the audit row the change will get. */
  id: string;
  responseId: string;
  raterId: string;
  impersonatorId: string | null;
  at: Date;
}

/**
 * The hiring team's ratings of answers (docs/behaviour/review.md §15): one current rating per
 * member and answer, and an append-only trail of every change. Deleting an answer deletes both.
 */
export interface AnswerRatingRepository {
  /**
   * Sets the member's rating of the answer and appends the change to the trail, in one
   * transaction. The same rating again changes nothing and records nothing: null.
   */
  set(request: RatingRequest & { rating: AnswerRating }): Promise<RatingChange | null>;
  /** Removes the member's rating and records the removal; null when they had none. */
  remove(request: RatingRequest): Promise<RatingChange | null>;
  /** The current ratings of these answers, oldest first (then by rater). */
  listByResponses(responseIds: readonly string[]): Promise<MemberRating[]>;
  /** The trail of these answers, oldest first. */
  listChangesByResponses(responseIds: readonly string[]): Promise<RatingChange[]>;
  /** Every answer of the job's sessions that has at least one rating, with its ratings, by answer id. */
  listRatedAnswersOfJob(jobId: string): Promise<RatedAnswerRecord[]>;
}
