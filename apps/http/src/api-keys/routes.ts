import Router from '@koa/router';
import type { AppContainer } from '@sauti/adapters/container/container';
import { API_KEYS } from '@sauti/adapters/container/api-keys-module';
import {
  API_KEY_MESSAGES,
  apiKeyIdParam,
  apiKeyUsesQuerySchema,
  createApiKeySchema,
} from '@sauti/core/contract/api-keys';
import { requireActor } from '../auth/current-user.js';
import { validBody, validParam, validQuery } from '../middleware/validate.js';

/**
 * The organisation's API keys (docs/behaviour/platform.md §14), for its signed-in members: list,
 * create (the whole key is in this one answer), revoke, and each key's recorded calls. Another
 * organisation's key is 404.
 */
export function apiKeyRoutes(app: AppContainer): Router {
  const router = new Router({ prefix: '/api/organisation/api-keys' });
  const keys = () => app.get(API_KEYS.ApiKeys);

  router.get('/', async (ctx) => {
    ctx.body = await keys().list(await requireActor(ctx, app));
  });

  router.post('/', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const input = validBody(ctx, createApiKeySchema);
    ctx.status = 201;
    ctx.body = await keys().create(actor, input);
  });

  // The key's calls of the last 30 days, newest first, a page at a time (members of its organisation).
  router.get('/:id/uses', async (ctx) => {
    const id = validParam(ctx, 'id', apiKeyIdParam, API_KEY_MESSAGES.notFound);
    const actor = await requireActor(ctx, app);
    ctx.body = await app.get(API_KEYS.Uses).list(actor, id, validQuery(ctx, apiKeyUsesQuerySchema));
  });

  router.post('/:id/revoke', async (ctx) => {
    // The id's form first: text that can name no key is the 404 of an unknown key, to anyone.
    const id = validParam(ctx, 'id', apiKeyIdParam, API_KEY_MESSAGES.notFound);
    ctx.body = { key: await keys().revoke(await requireActor(ctx, app), id) };
  });

  return router;
}
