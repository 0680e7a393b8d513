import type { AnswerRating } from '../../domain/answer-rating.js';
import type { CandidateResponse } from '../../domain/candidate-response.js';
import { DomainError } from '../../domain/errors.js';
import type { AnswerRatingRepository } from '../../ports/answer-rating-repository.js';
import type { CandidateResponseRepository } from '../../ports/candidate-response-repository.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { Ids } from '../../ports/ids.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { UserRepository } from '../../ports/user-repository.js';
import type { Actor } from '../accounts/tenancy.js';
import { findJobOfActor } from '../jobs/job-access.js';
import { CANDIDATE_NOT_FOUND_MESSAGE } from '../review/get-candidate-detail.js';
import { ANSWER_NOT_FOUND_MESSAGE, type AnswerRatingsView } from '../../contract/calibration.js';
import { presentAnswerRatings } from './answer-ratings-view.js';

/** The answer a rating is about: a question index of a candidate of a job. */
export interface AnswerOfJob {
  jobId: string;
  sessionId: string;
  questionIndex: number;
}

/**
 * PUT and DELETE /api/jobs/{jobId}/candidates/{sessionId}/answers/{questionIndex}/rating
 * (docs/behaviour/review.md §15): a member sets, changes or removes their own rating of an answer;
 * every change is kept in the trail with the administrator behind an impersonation. NOT_FOUND for
 * another organisation's job, a session not of the job, or a question the candidate did not answer.
 */
export class RateAnswer {
  constructor(
    private readonly deps: {
      jobs: JobRepository;
      sessions: CandidateSessionRepository;
      responses: CandidateResponseRepository;
      ratings: AnswerRatingRepository;
      users: UserRepository;
      clock: Clock;
      ids: Ids;
    },
  ) {}

  async set(actor: Actor, answer: AnswerOfJob, rating: AnswerRating): Promise<AnswerRatingsView> {
    const response = await this.answerOf(actor, answer);
    await this.deps.ratings.set({ ...this.request(actor, response), rating });
    return this.view(actor, response);
  }

  async remove(actor: Actor, answer: AnswerOfJob): Promise<AnswerRatingsView> {
    const response = await this.answerOf(actor, answer);
    await this.deps.ratings.remove(this.request(actor, response));
    return this.view(actor, response);
  }

  private async answerOf(actor: Actor, answer: AnswerOfJob): Promise<CandidateResponse> {
    const job = await findJobOfActor(this.deps.jobs, actor, answer.jobId);
    const session = await this.deps.sessions.findInJob(answer.sessionId, job.id);
    if (!session) throw new DomainError('NOT_FOUND', CANDIDATE_NOT_FOUND_MESSAGE);
    const response = await this.deps.responses.findBySessionAndIndex(session.id, answer.questionIndex);
    if (!response) throw new DomainError('NOT_FOUND', ANSWER_NOT_FOUND_MESSAGE);
    return response;
  }

  /** The rating belongs to the member acted as; the trail also names the administrator behind it. */
  private request(actor: Actor, response: CandidateResponse) {
    return {
      id: this.deps.ids.newId(),
      responseId: response.id,
      raterId: actor.userId,
      impersonatorId: actor.impersonatorId ?? null,
      at: this.deps.clock.now(),
    };
  }

  private async view(actor: Actor, response: CandidateResponse): Promise<AnswerRatingsView> {
    const [view] = await presentAnswerRatings(this.deps, actor, [response]);
    return view!;
  }
}
