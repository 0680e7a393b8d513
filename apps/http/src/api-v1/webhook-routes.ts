import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { AppContainer } from '@sauti/adapters/container/container';
import { WEBHOOKS } from '@sauti/adapters/container/webhooks-module';
import {
  v1CreateWebhookSchema,
  v1UpdateWebhookSchema,
  v1WebhookDeliveriesQuerySchema,
  v1WebhookDeliveryParamsSchema,
  v1WebhookEndpointParamsSchema,
} from '@sauti/core/contract/api-v1-webhooks';
import { WEBHOOK_MESSAGES } from '@sauti/core/contract/webhooks';
import type { ApiCaller } from '@sauti/core/use-cases/api-keys/authenticate-api-key';
import { v1PageQuerySchema } from '@sauti/core/contract/api-v1';
import { DomainError } from '@sauti/core/domain/errors';
import { presentV1Delivery, presentV1Endpoint } from '@sauti/core/use-cases/api-v1/present-v1-webhooks';
import { deliveryPage, endpointPage } from '@sauti/core/use-cases/api-v1/webhook-pages';
import type { WebhookEndpointView } from '@sauti/core/contract/webhooks';
import { validBody, validParam, validQuery } from '../middleware/validate.js';
import { requireIfMatch, withEtag } from './etag.js';

/** The chains routes.ts checks a call with: a live key; a read_write key; and, for a POST, its Idempotency-Key too. */
export interface V1Guards {
  bearerKey: Middleware;
  writer: Middleware;
  post: readonly Middleware[];
}

const actorOf = (ctx: Context) => (ctx.state.apiCaller as ApiCaller).actor;
const endpointIdOf = (ctx: Context) =>
  validParam(
    ctx,
    'endpointId',
    v1WebhookEndpointParamsSchema.shape.endpointId,
    WEBHOOK_MESSAGES.endpointNotFound,
  );
const deliveryIdOf = (ctx: Context) =>
  validParam(
    ctx,
    'deliveryId',
    v1WebhookDeliveryParamsSchema.shape.deliveryId,
    WEBHOOK_MESSAGES.deliveryNotFound,
  );

/** Ids are checked before the key, as routes.ts does: text that can name nothing is a 404 to anyone. */
const idFirst =
  (check: (ctx: Context) => string): Middleware =>
  async (ctx, next) => {
    check(ctx);
    await next();
  };

/**
 * Webhook endpoints and deliveries on /api/v1 (docs/behaviour/platform.md §15, §16), through the
 * Integrations screen's use cases: the same address checks, secrets, rotation and replay. Another
 * organisation's endpoint or delivery is 404.
 */
export function addV1WebhookRoutes(router: Router, app: AppContainer, guards: V1Guards): void {
  const { bearerKey, writer, post } = guards;
  const manage = () => app.get(WEBHOOKS.Manage);
  const deliveries = () => app.get(WEBHOOKS.Deliveries);
  const endpointId = idFirst(endpointIdOf);
  /** One endpoint of the caller's organisation (at most 20, so read from the screen's list), or NOT_FOUND. */
  const endpointOf = async (ctx: Context): Promise<WebhookEndpointView> => {
    const id = endpointIdOf(ctx);
    const found = (await manage().list(actorOf(ctx))).endpoints.find((e) => e.id === id);
    if (!found) throw new DomainError('NOT_FOUND', WEBHOOK_MESSAGES.endpointNotFound);
    return found;
  };

  router.get('/webhooks', bearerKey, async (ctx) => {
    const query = validQuery(ctx, v1PageQuerySchema);
    ctx.body = endpointPage((await manage().list(actorOf(ctx))).endpoints, query);
  });

  // Answered with its ETag; a change requires it back as If-Match (as a job's does).
  router.get('/webhooks/:endpointId', endpointId, bearerKey, async (ctx) => {
    withEtag(ctx, presentV1Endpoint(await endpointOf(ctx)));
  });

  router.post('/webhooks', ...post, async (ctx) => {
    const created = await manage().create(actorOf(ctx), validBody(ctx, v1CreateWebhookSchema));
    ctx.status = 201;
    ctx.body = { ...presentV1Endpoint(created), secret: created.secret };
  });

  router.patch('/webhooks/:endpointId', endpointId, bearerKey, writer, async (ctx) => {
    requireIfMatch(ctx, presentV1Endpoint(await endpointOf(ctx)), 'endpoint');
    const request = validBody(ctx, v1UpdateWebhookSchema);
    withEtag(ctx, presentV1Endpoint(await manage().update(actorOf(ctx), endpointIdOf(ctx), request)));
  });

  router.delete('/webhooks/:endpointId', endpointId, bearerKey, writer, async (ctx) => {
    await manage().remove(actorOf(ctx), endpointIdOf(ctx));
    ctx.status = 204;
  });

  // A new secret, answered once; the old one keeps signing for WEBHOOK_SECRET_GRACE_MS.
  router.post('/webhooks/:endpointId/rotate-secret', endpointId, ...post, async (ctx) => {
    ctx.body = await manage().rotateSecret(actorOf(ctx), endpointIdOf(ctx));
  });

  router.get('/webhooks/:endpointId/deliveries', endpointId, bearerKey, async (ctx) => {
    const { failed, limit, cursor } = validQuery(ctx, v1WebhookDeliveriesQuerySchema);
    ctx.body = await deliveryPage(
      (window) => deliveries().listOfEndpoint(actorOf(ctx), endpointIdOf(ctx), { failed, ...window }),
      { limit, cursor },
    );
  });

  router.post('/webhook-deliveries/:deliveryId/replay', idFirst(deliveryIdOf), ...post, async (ctx) => {
    ctx.status = 202;
    ctx.body = presentV1Delivery(await deliveries().replay(actorOf(ctx), deliveryIdOf(ctx)));
  });
}
