import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppContainer } from '@sauti/adapters/container/container';
import { REVIEW } from '@sauti/adapters/container/review-module';
import { JOB_NOT_FOUND_MESSAGE } from '@sauti/core/use-cases/jobs/job-access';
import {
  dashboardQuerySchema,
  exportLogSchema,
  hiringOutcomeSchema,
  overviewQuerySchema,
  panelChangeSchema,
  panelQuerySchema,
  reviewSessionIdParam,
} from '@sauti/core/contract/review';
import { overviewExportQuerySchema, panelExportQuerySchema } from '@sauti/core/contract/exports';
import { CANDIDATE_NOT_FOUND_MESSAGE } from '@sauti/core/use-cases/review/index';
import { requireActor } from '../auth/current-user.js';
import { validBody, validParam, validQuery } from '../middleware/validate.js';
import { jobIdParam } from '@sauti/core/contract/jobs';
import { sendWithEtag } from './etag.js';
import { sendSpreadsheet } from './send-spreadsheet.js';

/** The path's job id; an id no job could have reads as an unknown job (404). */
const jobIdOf = (ctx: Context) => validParam(ctx, 'jobId', jobIdParam, JOB_NOT_FOUND_MESSAGE);

const sessionIdOf = (ctx: Context) =>
  validParam(ctx, 'sessionId', reviewSessionIdParam, CANDIDATE_NOT_FOUND_MESSAGE);

/**
 * The HR review calls (docs/behaviour/review.md §7): legacy dashboard, candidates overview and detail, panel,
 * hiring outcome, export logs and the spreadsheet exports (docs/behaviour/review.md §11). Signed-in HR
 * only (401 otherwise), scoped to the caller's organisation (404 for another's job or session); every
 * input is checked (400 with a message).
 */
export function reviewRoutes(app: AppContainer): Router {
  const router = new Router({ prefix: '/api' });

  router.get('/jobs/:jobId/dashboard', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const jobId = jobIdOf(ctx);
    const query = validQuery(ctx, dashboardQuerySchema);
    sendWithEtag(ctx, await app.get(REVIEW.GetDashboard).execute(actor, jobId, query));
  });

  router.get('/jobs/:jobId/candidates-v2', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const jobId = jobIdOf(ctx);
    const query = validQuery(ctx, overviewQuerySchema);
    ctx.body = await app.get(REVIEW.GetOverview).execute(actor, jobId, query);
  });

  router.get('/jobs/:jobId/candidates/export', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const jobId = jobIdOf(ctx);
    const query = validQuery(ctx, overviewExportQuerySchema);
    sendSpreadsheet(ctx, await app.get(REVIEW.ExportOverview).execute(actor, jobId, query));
  });

  router.get('/jobs/:jobId/candidates-v2/:sessionId', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const jobId = jobIdOf(ctx);
    ctx.body = await app.get(REVIEW.GetCandidateDetail).execute(actor, jobId, sessionIdOf(ctx));
  });

  router.get('/jobs/:jobId/panel', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const jobId = jobIdOf(ctx);
    const query = validQuery(ctx, panelQuerySchema);
    ctx.body = await app.get(REVIEW.GetPanel).execute(actor, jobId, query);
  });

  router.get('/jobs/:jobId/panel/export', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const jobId = jobIdOf(ctx);
    const query = validQuery(ctx, panelExportQuerySchema);
    sendSpreadsheet(ctx, await app.get(REVIEW.ExportPanel).execute(actor, jobId, query));
  });

  for (const [action, inPanel] of [
    ['add', true],
    ['remove', false],
  ] as const) {
    router.post(`/jobs/:jobId/panel/${action}`, async (ctx) => {
      const actor = await requireActor(ctx, app);
      const jobId = jobIdOf(ctx);
      const { sessionId } = validBody(ctx, panelChangeSchema);
      ctx.body = await app.get(REVIEW.ChangePanelMembership).execute(actor, jobId, sessionId, inPanel);
    });
  }

  router.put('/candidate-sessions/:sessionId/hiring-outcome', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const sessionId = sessionIdOf(ctx);
    const { hiringOutcome, confirmWithoutReview } = validBody(ctx, hiringOutcomeSchema);
    ctx.body = await app
      .get(REVIEW.SetHiringOutcome)
      .execute(actor, sessionId, hiringOutcome, { confirmWithoutReview });
  });

  router.post('/candidate-sessions/:sessionId/concerns/listened', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const sessionId = sessionIdOf(ctx);
    ctx.body = await app.get(REVIEW.ListenToConcerns).execute(actor, sessionId);
  });

  router.post('/export-logs', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const input = validBody(ctx, exportLogSchema);
    const logged = await app.get(REVIEW.LogPanelExport).execute(actor, input);
    ctx.status = 201;
    ctx.body = logged;
  });

  return router;
}
