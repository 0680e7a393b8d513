/**
 * A hiring team member's rating of one answer on the behaviourally anchored 1-5 scale of its
 * question (docs/behaviour/review.md §15): 5 the best answer the team expects, 1 not an answer.
 */
export type AnswerRating = 1 | 2 | 3 | 4 | 5;

/** Every rating, worst first. */
export const ANSWER_RATINGS: readonly AnswerRating[] = [1, 2, 3, 4, 5];

/** One member's current rating of one answer (table `answer_ratings`, one per member and answer). */
export interface MemberRating {
  responseId: string;
  raterId: string;
  rating: AnswerRating;
  /** When the member gave this rating (set or last changed). */
  ratedAt: Date;
}

/**
 * One change to a member's rating, as the audit trail keeps it (table `answer_rating_changes`):
 * set, changed or removed, by whom (and the administrator behind an impersonation), when.
 */
export interface RatingChange {
  id: string;
  responseId: string;
  raterId: string;
  /** The administrator acting as `raterId`, when impersonating; null otherwise. */
  impersonatorId: string | null;
  /** Null when the rating was removed. */
  rating: AnswerRating | null;
  /** Null when there was no rating before. */
  previousRating: AnswerRating | null;
  at: Date;
}

/** A rated answer of a job with everything calibration needs: the answer, its question and its ratings. */
export interface RatedAnswerRecord {
  responseId: string;
  sessionId: string;
  questionIndex: number;
  /** The question as the candidate heard it. */
  questionText: string;
  /** What the recogniser heard: what is scored (null when not transcribed). */
  transcript: string | null;
  transcriptConfidence: number | null;
  durationSeconds: number | null;
  /** Every member's current rating, oldest first. */
  ratings: MemberRating[];
}

/** The trail row of a change asked for by `request` that replaced `previousRating` with `rating`. */
export function ratingChangeOf(
  request: Pick<RatingChange, 'id' | 'responseId' | 'raterId' | 'impersonatorId' | 'at'>,
  rating: AnswerRating | null,
  previousRating: AnswerRating | null,
): RatingChange {
  const { id, responseId, raterId, impersonatorId, at } = request;
  return { id, responseId, raterId, impersonatorId, rating, previousRating, at };
}
