import Router from '@koa/router';
import type { AppContainer } from '@sauti/adapters/container/container';
import { ACCOUNTABILITY } from '@sauti/adapters/container/accountability-module';
import { biasAuditExportQuerySchema, biasAuditQuerySchema } from '@sauti/core/contract/bias-audit';
import { dayRangeQuerySchema } from '@sauti/core/contract/day-range';
import {
  selfIdentificationAnswersSchema,
  selfIdentificationConfigSchema,
} from '@sauti/core/contract/self-identification';
import { requireActor, requireAdmin } from '../auth/current-user.js';
import { validBody, validQuery } from '../middleware/validate.js';
import { sendSpreadsheet } from '../review/send-spreadsheet.js';
import { presentedTokens } from '../sessions/candidate-credential.js';

/**
 * Accountability (docs/behaviour/interview.md §19, docs/behaviour/review.md §13 and §13): the
 * candidate's optional self-identification (the session's credential only), the organisation's
 * categories and the bias audit (members of the organisation), and the decision log (the
 * administrator). Every answer is `no-store`: none may sit in a shared cache.
 */
export function accountabilityRoutes(app: AppContainer): Router {
  const router = new Router({ prefix: '/api' });
  router.use(async (ctx, next) => {
    await next();
    ctx.set('Cache-Control', 'no-store');
  });
  const candidate = () => app.get(ACCOUNTABILITY.CandidateSelfIdentification);
  const settings = () => app.get(ACCOUNTABILITY.SelfIdentificationSettings);

  router.get('/sessions/:id/self-identification', async (ctx) => {
    const id = ctx.params.id ?? '';
    ctx.body = await candidate().questions(id, presentedTokens(ctx, id));
  });

  router.put('/sessions/:id/self-identification', async (ctx) => {
    const id = ctx.params.id ?? '';
    const tokens = presentedTokens(ctx, id);
    ctx.body = await candidate().record(id, tokens, validBody(ctx, selfIdentificationAnswersSchema));
  });

  router.get('/organisation/self-identification', async (ctx) => {
    ctx.body = await settings().get(await requireActor(ctx, app));
  });

  router.put('/organisation/self-identification', async (ctx) => {
    const actor = await requireActor(ctx, app);
    ctx.body = await settings().save(actor, validBody(ctx, selfIdentificationConfigSchema));
  });

  router.get('/bias-audit', async (ctx) => {
    const actor = await requireActor(ctx, app);
    ctx.body = await app
      .get(ACCOUNTABILITY.RunBiasAudit)
      .execute(actor, validQuery(ctx, biasAuditQuerySchema));
  });

  router.get('/bias-audit/export', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const query = validQuery(ctx, biasAuditExportQuerySchema);
    sendSpreadsheet(ctx, await app.get(ACCOUNTABILITY.ExportBiasAudit).execute(actor, query));
  });

  router.get('/admin/decision-log', async (ctx) => {
    await requireAdmin(ctx, app);
    const query = validQuery(ctx, dayRangeQuerySchema);
    sendSpreadsheet(ctx, await app.get(ACCOUNTABILITY.ExportDecisionLog).execute(query));
  });

  return router;
}
