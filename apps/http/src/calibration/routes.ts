import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppContainer } from '@sauti/adapters/container/container';
import { CALIBRATION } from '@sauti/adapters/container/calibration-module';
import {
  ANSWER_NOT_FOUND_MESSAGE,
  answerRatingSchema,
  questionIndexParam,
} from '@sauti/core/contract/calibration';
import { jobIdParam } from '@sauti/core/contract/jobs';
import { reviewSessionIdParam } from '@sauti/core/contract/review';
import type { AnswerOfJob } from '@sauti/core/use-cases/calibration/rate-answer';
import { JOB_NOT_FOUND_MESSAGE } from '@sauti/core/use-cases/jobs/job-access';
import { CANDIDATE_NOT_FOUND_MESSAGE } from '@sauti/core/use-cases/review/index';
import { requireActor } from '../auth/current-user.js';
import { validBody, validParam } from '../middleware/validate.js';

const jobIdOf = (ctx: Context) => validParam(ctx, 'jobId', jobIdParam, JOB_NOT_FOUND_MESSAGE);

/** The answer the path names; a malformed id or index reads as not found (404). */
function answerOf(ctx: Context): AnswerOfJob {
  return {
    jobId: jobIdOf(ctx),
    sessionId: validParam(ctx, 'sessionId', reviewSessionIdParam, CANDIDATE_NOT_FOUND_MESSAGE),
    questionIndex: validParam(ctx, 'questionIndex', questionIndexParam, ANSWER_NOT_FOUND_MESSAGE),
  };
}

/**
 * Calibration to the hiring team's own standard (docs/behaviour/review.md §15): a member rates an
 * answer (PUT) or takes their rating back (DELETE); the job's agreement between scores and ratings;
 * re-scoring the job with the team's ratings. Signed-in members of the job's organisation only (401
 * otherwise, 404 for another organisation's job, candidate or answer).
 */
export function calibrationRoutes(app: AppContainer): Router {
  const router = new Router({ prefix: '/api/jobs/:jobId' });
  const rating = '/candidates/:sessionId/answers/:questionIndex/rating';

  router.put(rating, async (ctx) => {
    const actor = await requireActor(ctx, app);
    const answer = answerOf(ctx);
    const { rating: value } = validBody(ctx, answerRatingSchema);
    ctx.body = await app.get(CALIBRATION.RateAnswer).set(actor, answer, value);
  });

  router.delete(rating, async (ctx) => {
    const actor = await requireActor(ctx, app);
    ctx.body = await app.get(CALIBRATION.RateAnswer).remove(actor, answerOf(ctx));
  });

  router.get('/calibration', async (ctx) => {
    const actor = await requireActor(ctx, app);
    ctx.body = await app.get(CALIBRATION.GetJobCalibration).execute(actor, jobIdOf(ctx));
  });

  router.post('/calibration/rescore', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const result = await app.get(CALIBRATION.RescoreJob).execute(actor, jobIdOf(ctx));
    ctx.status = 202;
    ctx.body = result;
  });

  return router;
}
