import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppContainer } from '@sauti/adapters/container/container';
import { FEEDBACK } from '@sauti/adapters/container/feedback-module';
import {
  feedbackContentSchema,
  feedbackHoldSchema,
  humanReviewOutcomeSchema,
  jobFeedbackSettingsSchema,
  organisationFeedbackSettingsSchema,
  reviewEventSchema,
  reviewRequestsQuerySchema,
} from '@sauti/core/contract/candidate-feedback';
import { jobIdParam } from '@sauti/core/contract/jobs';
import { reviewSessionIdParam } from '@sauti/core/contract/review';
import { JOB_NOT_FOUND_MESSAGE } from '@sauti/core/use-cases/jobs/job-access';
import { CANDIDATE_NOT_FOUND_MESSAGE } from '@sauti/core/use-cases/review/index';
import { requireActor } from '../auth/current-user.js';
import { validBody, validParam, validQuery } from '../middleware/validate.js';

const jobIdOf = (ctx: Context) => validParam(ctx, 'jobId', jobIdParam, JOB_NOT_FOUND_MESSAGE);
const sessionIdOf = (ctx: Context) =>
  validParam(ctx, 'sessionId', reviewSessionIdParam, CANDIDATE_NOT_FOUND_MESSAGE);
const requestIdOf = (ctx: Context) => validParam(ctx, 'id', reviewSessionIdParam, 'Review request not found');

/**
 * HR's side of candidate feedback and human review (docs/behaviour/interview.md §17, §18,
 * docs/behaviour/review.md §12): members of the job's organisation only (401 signed out, 403
 * waiting for approval, 404 for another organisation's job, candidate or request).
 */
export function feedbackRoutes(app: AppContainer): Router {
  const router = new Router({ prefix: '/api' });
  const candidate = '/jobs/:jobId/candidates-v2/:sessionId/feedback';

  router.get(candidate, async (ctx) => {
    const actor = await requireActor(ctx, app);
    ctx.body = await app.get(FEEDBACK.Manage).view(actor, jobIdOf(ctx), sessionIdOf(ctx));
  });

  router.put(candidate, async (ctx) => {
    const actor = await requireActor(ctx, app);
    const [jobId, sessionId] = [jobIdOf(ctx), sessionIdOf(ctx)];
    ctx.body = await app
      .get(FEEDBACK.Manage)
      .save(actor, jobId, sessionId, validBody(ctx, feedbackContentSchema));
  });

  router.post(`${candidate}/send`, async (ctx) => {
    const actor = await requireActor(ctx, app);
    const [jobId, sessionId] = [jobIdOf(ctx), sessionIdOf(ctx)];
    ctx.body = await app
      .get(FEEDBACK.Manage)
      .send(actor, jobId, sessionId, validBody(ctx, feedbackContentSchema));
  });

  router.post(`${candidate}/hold`, async (ctx) => {
    const actor = await requireActor(ctx, app);
    const [jobId, sessionId] = [jobIdOf(ctx), sessionIdOf(ctx)];
    const { held } = validBody(ctx, feedbackHoldSchema);
    ctx.body = await app.get(FEEDBACK.Manage).hold(actor, jobId, sessionId, held);
  });

  router.get('/jobs/:jobId/feedback-settings', async (ctx) => {
    const actor = await requireActor(ctx, app);
    ctx.body = await app.get(FEEDBACK.Settings).job(actor, jobIdOf(ctx));
  });

  router.put('/jobs/:jobId/feedback-settings', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const jobId = jobIdOf(ctx);
    ctx.body = await app
      .get(FEEDBACK.Settings)
      .saveJob(actor, jobId, validBody(ctx, jobFeedbackSettingsSchema));
  });

  router.get('/organisation/feedback-settings', async (ctx) => {
    ctx.body = await app.get(FEEDBACK.Settings).organisation(await requireActor(ctx, app));
  });

  router.put('/organisation/feedback-settings', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const input = validBody(ctx, organisationFeedbackSettingsSchema);
    ctx.body = await app.get(FEEDBACK.Settings).saveOrganisation(actor, input);
  });

  router.get('/review-requests', async (ctx) => {
    const actor = await requireActor(ctx, app);
    ctx.body = await app.get(FEEDBACK.HumanReviews).list(actor, validQuery(ctx, reviewRequestsQuerySchema));
  });

  router.post('/review-requests/:id/outcome', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const id = requestIdOf(ctx);
    const input = validBody(ctx, humanReviewOutcomeSchema);
    ctx.body = await app.get(FEEDBACK.HumanReviews).recordOutcome(actor, id, input);
  });

  router.post('/candidate-sessions/:sessionId/review-events', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const sessionId = sessionIdOf(ctx);
    const { kind } = validBody(ctx, reviewEventSchema);
    ctx.status = 201;
    ctx.body = await app.get(FEEDBACK.ReviewEvents).execute(actor, sessionId, kind);
  });

  return router;
}
