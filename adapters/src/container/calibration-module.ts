import { GetJobCalibration, RateAnswer, RescoreJob } from '@sauti/core/use-cases/calibration/index';
import { bindings } from './bindings.js';
import type { PortModule } from './port-module.js';
import { QUEUE } from './queue-module.js';
import { STORAGE } from './storage-module.js';
import { TOKENS, token } from './tokens.js';

/** Tokens of the calibration to the hiring team's own standard (docs/behaviour/review.md §15). */
export const CALIBRATION = {
  RateAnswer: token<RateAnswer>('RateAnswer'),
  GetJobCalibration: token<GetJobCalibration>('GetJobCalibration'),
  RescoreJob: token<RescoreJob>('RescoreJob'),
};

/** Rating answers, the agreement of scores with the ratings, and re-scoring a job with them. */
export function calibrationModule(): PortModule {
  return {
    module: bindings(({ make }) => {
      make(CALIBRATION.RateAnswer, (get) => {
        const repos = get(STORAGE.Repositories);
        return new RateAnswer({
          jobs: repos.jobs,
          sessions: repos.candidateSessions,
          responses: repos.candidateResponses,
          ratings: repos.answerRatings,
          users: repos.users,
          clock: get(TOKENS.Clock),
          ids: get(TOKENS.Ids),
        });
      });
      make(CALIBRATION.GetJobCalibration, (get) => {
        const repos = get(STORAGE.Repositories);
        return new GetJobCalibration({
          jobs: repos.jobs,
          ratings: repos.answerRatings,
          evaluations: repos.evaluations,
        });
      });
      make(CALIBRATION.RescoreJob, (get) => {
        const repos = get(STORAGE.Repositories);
        return new RescoreJob({
          jobs: repos.jobs,
          sessions: repos.candidateSessions,
          queue: get(QUEUE.JobQueue),
        });
      });
    }),
    ports: [],
  };
}
