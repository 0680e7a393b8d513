import {
  ratingChangeOf,
  type AnswerRating,
  type MemberRating,
  type RatedAnswerRecord,
  type RatingChange,
} from '../domain/answer-rating.js';
import type { AnswerRatingRepository, RatingRequest } from '../ports/answer-rating-repository.js';
import type {
  InMemoryCandidateResponseRepository,
  InMemoryCandidateSessionRepository,
} from './in-memory-interviews.js';

const byTime = (a: { at: Date }, b: { at: Date }) => a.at.getTime() - b.at.getTime();

/**
 * AnswerRatingRepository in memory, over the interview fakes (a rating of an answer that no longer
 * exists is not listed, as the table's cascade would have deleted it).
 */
export class InMemoryAnswerRatingRepository implements AnswerRatingRepository {
  private readonly current = new Map<string, MemberRating>();
  private readonly changes: RatingChange[] = [];

  constructor(
    private readonly interviews: {
      sessions: InMemoryCandidateSessionRepository;
      responses: InMemoryCandidateResponseRepository;
    },
  ) {}

  async set(request: RatingRequest & { rating: AnswerRating }): Promise<RatingChange | null> {
    this.requireAnswer(request.responseId);
    const key = `${request.responseId}|${request.raterId}`;
    const before = this.current.get(key);
    if (before?.rating === request.rating) return null;
    this.current.set(key, {
      responseId: request.responseId,
      raterId: request.raterId,
      rating: request.rating,
      ratedAt: request.at,
    });
    return this.record(request, request.rating, before?.rating ?? null);
  }

  async remove(request: RatingRequest): Promise<RatingChange | null> {
    const key = `${request.responseId}|${request.raterId}`;
    const before = this.current.get(key);
    if (!before) return null;
    this.current.delete(key);
    return this.record(request, null, before.rating);
  }

  async listByResponses(responseIds: readonly string[]): Promise<MemberRating[]> {
    const wanted = new Set(responseIds);
    return [...this.current.values()]
      .filter((r) => wanted.has(r.responseId) && this.answerExists(r.responseId))
      .sort((a, b) => a.ratedAt.getTime() - b.ratedAt.getTime() || a.raterId.localeCompare(b.raterId))
      .map((r) => ({ ...r }));
  }

  async listChangesByResponses(responseIds: readonly string[]): Promise<RatingChange[]> {
    const wanted = new Set(responseIds);
    return this.changes
      .filter((c) => wanted.has(c.responseId) && this.answerExists(c.responseId))
      .sort(byTime)
      .map((c) => ({ ...c }));
  }

  async listRatedAnswersOfJob(jobId: string): Promise<RatedAnswerRecord[]> {
    const sessions = new Set(
      [...this.interviews.sessions.rows.values()].filter((s) => s.jobId === jobId).map((s) => s.id),
    );
    const answers = this.interviews.responses.rows.filter((r) => sessions.has(r.sessionId));
    const ratings = await this.listByResponses(answers.map((a) => a.id));
    return answers
      .map((answer) => ({
        responseId: answer.id,
        sessionId: answer.sessionId,
        questionIndex: answer.questionIndex,
        questionText: answer.questionText,
        transcript: answer.transcribedText,
        transcriptConfidence: answer.transcriptionConfidence,
        durationSeconds: answer.duration,
        ratings: ratings.filter((r) => r.responseId === answer.id),
      }))
      .filter((answer) => answer.ratings.length > 0)
      .sort((a, b) => a.responseId.localeCompare(b.responseId));
  }

  private record(request: RatingRequest, rating: AnswerRating | null, previousRating: AnswerRating | null) {
    const change = ratingChangeOf(request, rating, previousRating);
    this.changes.push(change);
    return { ...change };
  }

  private answerExists(responseId: string): boolean {
    return this.interviews.responses.rows.some((r) => r.id === responseId);
  }

  private requireAnswer(responseId: string): void {
    // The table's foreign key refuses a rating of an answer that does not exist.
    if (!this.answerExists(responseId)) throw new Error(`no answer ${responseId}`);
  }
}
