import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppContainer } from '@sauti/adapters/container/container';
import { FEEDBACK } from '@sauti/adapters/container/feedback-module';
import { humanReviewRequestSchema, openFeedbackSchema } from '@sauti/core/contract/candidate-feedback';
import { FEEDBACK_MESSAGES } from '@sauti/core/contract/feedback-texts';
import { jobIdParam } from '@sauti/core/contract/jobs';
import { reviewSessionIdParam } from '@sauti/core/contract/review';
import { INTERVIEW_NOT_FOUND_MESSAGE } from '@sauti/core/use-cases/jobs/get-public-job';
import { validBody, validParam } from '../middleware/validate.js';

const sessionIdOf = (ctx: Context) =>
  validParam(ctx, 'sessionId', reviewSessionIdParam, FEEDBACK_MESSAGES.linkInvalid);

/**
 * The candidate's side (docs/behaviour/interview.md §17, §18), no sign-in: "How your interview is
 * assessed" of a job (public, like the job's ad), and the candidate's own feedback page and
 * review request, opened only with the link mailed for that interview. The page's answers are
 * personal, so they live outside /api/public and are never cached.
 */
export function candidateFeedbackRoutes(app: AppContainer): Router {
  const router = new Router({ prefix: '/api' });

  router.get('/public/jobs/:id/assessment', async (ctx) => {
    const id = validParam(ctx, 'id', jobIdParam, INTERVIEW_NOT_FOUND_MESSAGE);
    ctx.body = await app.get(FEEDBACK.Assessment).execute(id);
  });

  router.post('/candidate-feedback/:sessionId', async (ctx) => {
    const sessionId = sessionIdOf(ctx);
    const { token } = validBody(ctx, openFeedbackSchema);
    ctx.body = await app.get(FEEDBACK.Pages).open(sessionId, token);
  });

  router.post('/candidate-feedback/:sessionId/review-request', async (ctx) => {
    const sessionId = sessionIdOf(ctx);
    const { token, message } = validBody(ctx, humanReviewRequestSchema);
    ctx.body = await app.get(FEEDBACK.Pages).requestReview(sessionId, token, message);
  });

  return router;
}
