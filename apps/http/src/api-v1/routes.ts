import Router from '@koa/router';
import type { Context, Next } from 'koa';
import type { AppContainer } from '@sauti/adapters/container/container';
import { API_KEYS } from '@sauti/adapters/container/api-keys-module';
import {
  v1HiringOutcomeSchema,
  v1JobParamsSchema,
  v1PageQuerySchema,
  v1SessionParamsSchema,
} from '@sauti/core/contract/api-v1';
import { v1BiasAuditQuerySchema } from '@sauti/core/contract/api-v1-bias-audit';
import { requireWriteScope, type ApiCaller } from '@sauti/core/use-cases/api-keys/authenticate-api-key';
import { JOB_NOT_FOUND_MESSAGE } from '@sauti/core/use-cases/jobs/job-access';
import { CANDIDATE_NOT_FOUND_MESSAGE } from '@sauti/core/use-cases/review/get-candidate-detail';
import { validBody, validParam, validQuery } from '../middleware/validate.js';
import { openApiDocument } from './openapi.js';
import { recordKeyUse } from './record-key-use.js';

export const API_V1_PREFIX = '/api/v1';

/** The caller resolved by `bearerKey` for this request. */
const callerOf = (ctx: Context): ApiCaller => ctx.state.apiCaller as ApiCaller;

/**
 * /api/v1 for other systems (docs/behaviour/platform.md §15). Authenticated by
 * `Authorization: Bearer <key>` only: a browser's sign-in cookie is never read here, so a page on
 * another site cannot make a signed-in member's browser call it (no CSRF by construction). The
 * key's organisation is the tenancy; a read key may not change anything (403).
 */
export function apiV1Routes(app: AppContainer): Router {
  const router = new Router({ prefix: API_V1_PREFIX });
  const api = () => app.get(API_KEYS.V1);

  // Every call made with a live key is recorded (key, route, status, time), whatever it was
  // answered, for the organisation's members (docs/behaviour/platform.md §14). Queued in memory
  // and written in batches, so the call does not wait for it.
  router.use(recordKeyUse(app));

  const bearerKey = async (ctx: Context, next: Next) => {
    ctx.state.apiCaller = await app
      .get(API_KEYS.Authenticate)
      .execute(ctx.get('Authorization') || undefined, (key) => (ctx.state.apiKey = key));
    ctx.set('Cache-Control', 'no-store');
    await next();
  };

  // Ids are checked before the key: text that can name nothing is a 404 to anyone, like an unknown id.
  const jobId = async (ctx: Context, next: Next) => {
    ctx.state.jobId = validParam(ctx, 'id', v1JobParamsSchema.shape.id, JOB_NOT_FOUND_MESSAGE);
    await next();
  };
  const sessionId = async (ctx: Context, next: Next) => {
    ctx.state.sessionId = validParam(
      ctx,
      'sessionId',
      v1SessionParamsSchema.shape.sessionId,
      CANDIDATE_NOT_FOUND_MESSAGE,
    );
    await next();
  };
  const idOf = (ctx: Context, name: 'jobId' | 'sessionId') => ctx.state[name] as string;

  // Public: the description of everything below, generated from the contract's schemas.
  router.get('/openapi.json', (ctx) => {
    ctx.body = openApiDocument();
  });

  router.get('/jobs', bearerKey, async (ctx) => {
    ctx.body = await api().jobs(callerOf(ctx).actor, validQuery(ctx, v1PageQuerySchema));
  });

  router.get('/jobs/:id', jobId, bearerKey, async (ctx) => {
    ctx.body = await api().job(callerOf(ctx).actor, idOf(ctx, 'jobId'));
  });

  router.get('/jobs/:id/candidates', jobId, bearerKey, async (ctx) => {
    const query = validQuery(ctx, v1PageQuerySchema);
    ctx.body = await api().candidates(callerOf(ctx).actor, idOf(ctx, 'jobId'), query);
  });

  router.get('/jobs/:id/invitations', jobId, bearerKey, async (ctx) => {
    const query = validQuery(ctx, v1PageQuerySchema);
    ctx.body = await api().invitations(callerOf(ctx).actor, idOf(ctx, 'jobId'), query);
  });

  router.get('/candidates/:sessionId', sessionId, bearerKey, async (ctx) => {
    ctx.body = await api().candidate(callerOf(ctx).actor, idOf(ctx, 'sessionId'));
  });

  router.get('/bias-audit', bearerKey, async (ctx) => {
    ctx.body = await api().biasAudit(callerOf(ctx).actor, validQuery(ctx, v1BiasAuditQuerySchema));
  });

  router.put('/candidates/:sessionId/hiring-outcome', sessionId, bearerKey, async (ctx) => {
    const caller = callerOf(ctx);
    requireWriteScope(caller);
    const { hiring_outcome, confirmed_by_human } = validBody(ctx, v1HiringOutcomeSchema);
    ctx.body = await api().setHiringOutcome(
      caller.actor,
      idOf(ctx, 'sessionId'),
      hiring_outcome,
      caller.keyId,
      { confirmWithoutReview: confirmed_by_human },
    );
  });

  return router;
}
