import Router from '@koa/router';
import type { AppContainer } from '@sauti/adapters/container/container';
import { API_KEYS } from '@sauti/adapters/container/api-keys-module';
import { API_KEY_MESSAGES, createApiKeySchema } from '@sauti/core/contract/api-keys';
import { TEXT_LIMITS } from '@sauti/core/contract/limits';
import { DomainError } from '@sauti/core/domain/errors';
import { requireActor } from '../auth/current-user.js';
import { validBody } from '../middleware/validate.js';

/**
 * The organisation's API keys (docs/behaviour/platform.md §14), for its signed-in members: list,
 * create (the whole key is in this one answer), revoke. Another organisation's key is 404.
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

  router.post('/:id/revoke', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const id = ctx.params.id ?? '';
    if (id.length > TEXT_LIMITS.id) throw new DomainError('NOT_FOUND', API_KEY_MESSAGES.notFound);
    ctx.body = { key: await keys().revoke(actor, id) };
  });

  return router;
}
