import type { EntityManager } from '@mikro-orm/postgresql';
import {
  ratingChangeOf,
  type AnswerRating,
  type MemberRating,
  type RatedAnswerRecord,
  type RatingChange,
} from '@sauti/core/domain/answer-rating';
import type { AnswerRatingRepository, RatingRequest } from '@sauti/core/ports/answer-rating-repository';
import {
  AnswerRatingChangeSchema,
  AnswerRatingSchema,
  type AnswerRatingChangeRow,
} from '../entities/answer-rating.entity.js';
import { OrmRepository } from './orm-repository.js';

interface RatingRow {
  response_id: string;
  rater_id: string;
  rating: number;
  rated_at: Date | string;
}

interface RatedRow extends RatingRow {
  session_id: string;
  question_index: number;
  question_text: string;
  transcribed_text: string | null;
  transcription_confidence: number | null;
  duration: number | null;
}

const toRating = (row: RatingRow): MemberRating => ({
  responseId: row.response_id,
  raterId: row.rater_id,
  rating: Number(row.rating) as AnswerRating,
  ratedAt: new Date(row.rated_at),
});

const toChange = (row: AnswerRatingChangeRow): RatingChange => ({
  id: row.id,
  responseId: row.response,
  raterId: row.rater,
  impersonatorId: row.impersonator ?? null,
  rating: row.rating ?? null,
  previousRating: row.previousRating ?? null,
  at: row.at,
});

const RATED_ANSWERS_OF_JOB = `
select a.response_id, a.rater_id, a.rating, a.rated_at, r.session_id, r.question_index, r.question_text,
       r.transcribed_text, r.transcription_confidence, r.duration
from answer_ratings a
join candidate_responses r on r.id = a.response_id
join candidate_sessions s on s.id = r.session_id
where s.job_id = ?
order by a.response_id, a.rated_at, a.rater_id`;

/** `AnswerRatingRepository` on `answer_ratings` and `answer_rating_changes`. */
export class OrmAnswerRatingRepository extends OrmRepository implements AnswerRatingRepository {
  set(request: RatingRequest & { rating: AnswerRating }): Promise<RatingChange | null> {
    return this.change(
      request,
      async (em, before) => {
        if (before === request.rating) return false;
        await this.sql(
          em,
          `insert into answer_ratings (response_id, rater_id, rating, rated_at) values (?, ?, ?, ?)
         on conflict (response_id, rater_id) do update set rating = excluded.rating, rated_at = excluded.rated_at`,
          [request.responseId, request.raterId, request.rating, request.at],
        );
        return true;
      },
      request.rating,
    );
  }

  remove(request: RatingRequest): Promise<RatingChange | null> {
    return this.change(
      request,
      async (em, before) => {
        if (before === null) return false;
        await this.sql(em, `delete from answer_ratings where response_id = ? and rater_id = ?`, [
          request.responseId,
          request.raterId,
        ]);
        return true;
      },
      null,
    );
  }

  async listByResponses(responseIds: readonly string[]): Promise<MemberRating[]> {
    if (responseIds.length === 0) return [];
    const rows = await this.em().find(
      AnswerRatingSchema,
      { response: { $in: [...responseIds] } },
      { orderBy: { ratedAt: 'asc', rater: 'asc' } },
    );
    return rows.map((row) => ({
      responseId: row.response,
      raterId: row.rater,
      rating: row.rating,
      ratedAt: row.ratedAt,
    }));
  }

  async listChangesByResponses(responseIds: readonly string[]): Promise<RatingChange[]> {
    if (responseIds.length === 0) return [];
    const rows = await this.em().find(
      AnswerRatingChangeSchema,
      { response: { $in: [...responseIds] } },
      { orderBy: { at: 'asc', id: 'asc' } },
    );
    return rows.map(toChange);
  }

  async listRatedAnswersOfJob(jobId: string): Promise<RatedAnswerRecord[]> {
    const rows = await this.sql<RatedRow>(this.em(), RATED_ANSWERS_OF_JOB, [jobId]);
    const answers = new Map<string, RatedAnswerRecord>();
    for (const row of rows) {
      let answer = answers.get(row.response_id);
      if (!answer) {
        answer = {
          responseId: row.response_id,
          sessionId: row.session_id,
          questionIndex: Number(row.question_index),
          questionText: row.question_text,
          transcript: row.transcribed_text,
          transcriptConfidence:
            row.transcription_confidence === null ? null : Number(row.transcription_confidence),
          durationSeconds: row.duration === null ? null : Number(row.duration),
          ratings: [],
        };
        answers.set(row.response_id, answer);
      }
      answer.ratings.push(toRating(row));
    }
    return [...answers.values()];
  }

  /**
   * One change in one transaction: the (answer, member) pair is locked first (an advisory lock, as
   * the row may not exist yet), so two requests at once apply one after the other and the trail
   * records what each really replaced.
   */
  private async change(
    request: RatingRequest,
    apply: (em: EntityManager, before: AnswerRating | null) => Promise<boolean>,
    rating: AnswerRating | null,
  ): Promise<RatingChange | null> {
    return this.em().transactional(async (em) => {
      await this.sql(em, `select pg_advisory_xact_lock(hashtextextended(?, 0))`, [
        `answer_rating:${request.responseId}:${request.raterId}`,
      ]);
      const [current] = await this.sql<{ rating: number }>(
        em,
        `select rating from answer_ratings where response_id = ? and rater_id = ?`,
        [request.responseId, request.raterId],
      );
      const before = current ? (Number(current.rating) as AnswerRating) : null;
      if (!(await apply(em, before))) return null;
      const change = ratingChangeOf(request, rating, before);
      await em.insert(AnswerRatingChangeSchema, {
        id: change.id,
        response: change.responseId,
        rater: change.raterId,
        impersonator: change.impersonatorId,
        rating: change.rating,
        previousRating: change.previousRating,
        at: change.at,
      });
      return change;
    });
  }
}
