import { defineEntity, p, type InferEntity } from '@mikro-orm/core';
import type { AnswerRating } from '@sauti/core/domain/answer-rating';
import { CandidateResponseSchema } from './candidate-response.entity.js';
import { UserSchema } from './user.entity.js';

/**
 * `answer_ratings` (docs/behaviour/review.md §15): each member's current rating of an answer, one
 * per (answer, member). Deleting the answer (or the candidate) deletes its ratings.
 */
export const AnswerRatingSchema = defineEntity({
  name: 'AnswerRating',
  tableName: 'answer_ratings',
  properties: {
    response: () => p.manyToOne(CandidateResponseSchema).mapToPk().primary().deleteRule('cascade'),
    rater: () => p.manyToOne(UserSchema).mapToPk().primary().deleteRule('cascade'),
    rating: p.smallint().$type<AnswerRating>().check('rating >= 1 and rating <= 5'),
    ratedAt: p.datetime(),
  },
});
export type AnswerRatingRow = InferEntity<typeof AnswerRatingSchema>;

/** `answer_rating_changes`: the append-only trail of every rating set, changed or removed. */
export const AnswerRatingChangeSchema = defineEntity({
  name: 'AnswerRatingChange',
  tableName: 'answer_rating_changes',
  properties: {
    id: p.text().primary(),
    response: () => p.manyToOne(CandidateResponseSchema).mapToPk().deleteRule('cascade').index(),
    rater: () => p.manyToOne(UserSchema).mapToPk().deleteRule('cascade'),
    impersonator: () => p.manyToOne(UserSchema).mapToPk().nullable().deleteRule('set null'),
    rating: p.smallint().$type<AnswerRating>().nullable().check('rating >= 1 and rating <= 5'),
    previousRating: p
      .smallint()
      .$type<AnswerRating>()
      .nullable()
      .check('previous_rating >= 1 and previous_rating <= 5'),
    at: p.datetime(),
  },
});
export type AnswerRatingChangeRow = InferEntity<typeof AnswerRatingChangeSchema>;
