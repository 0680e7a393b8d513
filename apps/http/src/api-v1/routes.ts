import Router from '@koa/router';
import type { Context, Next } from 'koa';
import type { z } from 'zod';
import type { AppContainer } from '@sauti/adapters/container/container';
import { API_KEYS } from '@sauti/adapters/container/api-keys-module';
import {
  v1HiringOutcomeSchema,
  v1JobParamsSchema,
  v1PageQuerySchema,
  v1SessionParamsSchema,
} from '@sauti/core/contract/api-v1';
import { v1BiasAuditQuerySchema } from '@sauti/core/contract/api-v1-bias-audit';
import {
  v1FindCandidatesQuerySchema,
  v1InvitationParamsSchema,
  v1InviteSchema,
} from '@sauti/core/contract/api-v1-invitations';
import { v1CreateJobSchema, v1UpdateJobSchema } from '@sauti/core/contract/api-v1-jobs';
import { INVITATION_NOT_FOUND_MESSAGE } from '@sauti/core/use-cases/candidate-invitations/manage-invitations';
import { requireWriteScope, type ApiCaller } from '@sauti/core/use-cases/api-keys/authenticate-api-key';
import { JOB_NOT_FOUND_MESSAGE } from '@sauti/core/use-cases/jobs/job-access';
import { CANDIDATE_NOT_FOUND_MESSAGE } from '@sauti/core/use-cases/review/get-candidate-detail';
import { validParam } from '../middleware/validate.js';
import { v1Body, v1Query, v1Write } from './v1-input.js';
import { requireIfMatch, withEtag } from './etag.js';
import { idempotent } from './idempotency.js';
import { openApiDocument } from './openapi.js';
import { setRateLimitHeaders, setRateLimitRefusalHeaders } from './rate-limit-headers.js';
import { recordKeyUse } from './record-key-use.js';
import { addV1WebhookRoutes } from './webhook-routes.js';

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
    ctx.set('Cache-Control', 'no-store');
    try {
      ctx.state.apiCaller = await app
        .get(API_KEYS.Authenticate)
        .execute(ctx.get('Authorization') || undefined, (key) => (ctx.state.apiKey = key));
    } catch (error) {
      setRateLimitRefusalHeaders(ctx, error);
      throw error;
    }
    setRateLimitHeaders(ctx, callerOf(ctx).rateLimit);
    await next();
  };

  // Ids are checked before the key: text that can name nothing is a 404 to anyone, like an unknown id.
  type IdName = 'jobId' | 'sessionId' | 'invitationId';
  const pathId =
    (param: string, name: IdName, schema: z.ZodType<string>, notFound: string) =>
    async (ctx: Context, next: Next) => {
      ctx.state[name] = validParam(ctx, param, schema, notFound);
      await next();
    };
  const jobId = pathId('id', 'jobId', v1JobParamsSchema.shape.id, JOB_NOT_FOUND_MESSAGE);
  const sessionId = pathId(
    'sessionId',
    'sessionId',
    v1SessionParamsSchema.shape.sessionId,
    CANDIDATE_NOT_FOUND_MESSAGE,
  );
  const invitationId = pathId(
    'invitationId',
    'invitationId',
    v1InvitationParamsSchema.shape.invitationId,
    INVITATION_NOT_FOUND_MESSAGE,
  );
  const idOf = (ctx: Context, name: IdName) => ctx.state[name] as string;
  // A change: a read key is refused (403) before anything else is read, then every POST runs at
  // most once per Idempotency-Key (docs/behaviour/platform.md §15).
  const writer = async (ctx: Context, next: Next) => {
    requireWriteScope(callerOf(ctx));
    await next();
  };
  const post = [bearerKey, writer, idempotent(app)] as const;
  const invitations = () => app.get(API_KEYS.V1Invitations);
  const jobWrites = () => app.get(API_KEYS.V1Jobs);

  // Public: the description of everything below, generated from the contract's schemas.
  router.get('/openapi.json', (ctx) => {
    ctx.body = openApiDocument();
  });

  router.get('/jobs', bearerKey, async (ctx) => {
    ctx.body = await api().jobs(callerOf(ctx).actor, v1Query(ctx, v1PageQuerySchema));
  });

  // Every answer of one job carries its ETag; a change requires it back as If-Match.
  router.post('/jobs', ...post, async (ctx) => {
    const body = v1Body(ctx, v1CreateJobSchema);
    const job = await v1Write(() => jobWrites().createDraft(callerOf(ctx), body));
    ctx.status = 201;
    ctx.set('Location', `${API_V1_PREFIX}/jobs/${job.id}`);
    withEtag(ctx, job);
  });

  router.patch('/jobs/:id', jobId, bearerKey, writer, async (ctx) => {
    const caller = callerOf(ctx);
    requireIfMatch(ctx, await api().job(caller.actor, idOf(ctx, 'jobId')));
    const change = v1Body(ctx, v1UpdateJobSchema);
    withEtag(ctx, await v1Write(() => jobWrites().update(caller, idOf(ctx, 'jobId'), change)));
  });

  router.post('/jobs/:id/publish', jobId, ...post, async (ctx) => {
    withEtag(ctx, await jobWrites().changeStatus(callerOf(ctx), idOf(ctx, 'jobId'), 'active'));
  });

  router.post('/jobs/:id/archive', jobId, ...post, async (ctx) => {
    withEtag(ctx, await jobWrites().changeStatus(callerOf(ctx), idOf(ctx, 'jobId'), 'archived'));
  });

  router.get('/jobs/:id', jobId, bearerKey, async (ctx) => {
    withEtag(ctx, await api().job(callerOf(ctx).actor, idOf(ctx, 'jobId')));
  });

  router.get('/jobs/:id/candidates', jobId, bearerKey, async (ctx) => {
    const query = v1Query(ctx, v1PageQuerySchema);
    ctx.body = await api().candidates(callerOf(ctx).actor, idOf(ctx, 'jobId'), query);
  });

  router.get('/jobs/:id/invitations', jobId, bearerKey, async (ctx) => {
    const query = v1Query(ctx, v1PageQuerySchema);
    ctx.body = await api().invitations(callerOf(ctx).actor, idOf(ctx, 'jobId'), query);
  });

  router.post('/jobs/:id/invitations', jobId, ...post, async (ctx) => {
    const body = v1Body(ctx, v1InviteSchema);
    ctx.body = await invitations().invite(callerOf(ctx), idOf(ctx, 'jobId'), body);
  });

  router.post('/invitations/:invitationId/resend', invitationId, ...post, async (ctx) => {
    ctx.body = await invitations().resend(callerOf(ctx), idOf(ctx, 'invitationId'));
  });

  router.post('/invitations/:invitationId/revoke', invitationId, ...post, async (ctx) => {
    ctx.body = await invitations().revoke(callerOf(ctx), idOf(ctx, 'invitationId'));
  });

  router.get('/candidates', bearerKey, async (ctx) => {
    ctx.body = await invitations().findCandidates(callerOf(ctx), v1Query(ctx, v1FindCandidatesQuerySchema));
  });

  router.get('/candidates/:sessionId', sessionId, bearerKey, async (ctx) => {
    ctx.body = await api().candidate(callerOf(ctx).actor, idOf(ctx, 'sessionId'));
  });

  router.get('/bias-audit', bearerKey, async (ctx) => {
    ctx.body = await api().biasAudit(callerOf(ctx).actor, v1Query(ctx, v1BiasAuditQuerySchema));
  });

  router.put('/candidates/:sessionId/hiring-outcome', sessionId, bearerKey, async (ctx) => {
    const caller = callerOf(ctx);
    requireWriteScope(caller);
    const { hiring_outcome, confirmed_by_human } = v1Body(ctx, v1HiringOutcomeSchema);
    ctx.body = await api().setHiringOutcome(
      caller.actor,
      idOf(ctx, 'sessionId'),
      hiring_outcome,
      caller.keyId,
      { confirmWithoutReview: confirmed_by_human },
    );
  });

  addV1WebhookRoutes(router, app, { bearerKey, writer, post });
  return router;
}
