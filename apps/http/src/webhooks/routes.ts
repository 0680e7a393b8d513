import Router from '@koa/router';
import type { Context } from 'koa';
import type { AppContainer } from '@sauti/adapters/container/container';
import { WEBHOOKS } from '@sauti/adapters/container/webhooks-module';
import {
  createWebhookEndpointSchema,
  updateWebhookEndpointSchema,
  WEBHOOK_MESSAGES,
  webhookDeliveriesQuerySchema,
  webhookIdParam,
} from '@sauti/core/contract/webhooks';
import { requireActor } from '../auth/current-user.js';
import { validBody, validParam, validQuery } from '../middleware/validate.js';

/** A path id, or NOT_FOUND with `message` (a malformed id names nothing, like a missing one). */
/** The path's endpoint or delivery id; one no record could have is simply not found. */
const idParam = (ctx: Context, name: string, message: string) =>
  validParam(ctx, name, webhookIdParam, message);

/**
 * The organisation's webhooks (docs/behaviour/platform.md, "Webhooks"): endpoints, their
 * secrets and their rotation, the delivery log and replay. Members only (a waiting account gets
 * 403, checked before the body); another organisation's endpoint or delivery is 404.
 */
export function webhookRoutes(app: AppContainer): Router {
  const router = new Router({ prefix: '/api/organisation' });
  const manage = () => app.get(WEBHOOKS.Manage);
  const deliveries = () => app.get(WEBHOOKS.Deliveries);

  router.get('/webhooks', async (ctx) => {
    const actor = await requireActor(ctx, app);
    ctx.body = await manage().list(actor);
  });

  router.post('/webhooks', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const request = validBody(ctx, createWebhookEndpointSchema);
    ctx.status = 201;
    ctx.body = await manage().create(actor, request);
  });

  router.patch('/webhooks/:endpointId', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const id = idParam(ctx, 'endpointId', WEBHOOK_MESSAGES.endpointNotFound);
    ctx.body = await manage().update(actor, id, validBody(ctx, updateWebhookEndpointSchema));
  });

  router.delete('/webhooks/:endpointId', async (ctx) => {
    const actor = await requireActor(ctx, app);
    await manage().remove(actor, idParam(ctx, 'endpointId', WEBHOOK_MESSAGES.endpointNotFound));
    ctx.status = 204;
  });

  router.get('/webhooks/:endpointId/secret', async (ctx) => {
    const actor = await requireActor(ctx, app);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await manage().secret(actor, idParam(ctx, 'endpointId', WEBHOOK_MESSAGES.endpointNotFound));
  });

  // A new secret, answered once; the old one keeps signing for WEBHOOK_SECRET_GRACE_MS.
  router.post('/webhooks/:endpointId/rotate-secret', async (ctx) => {
    const actor = await requireActor(ctx, app);
    ctx.set('Cache-Control', 'no-store');
    ctx.body = await manage().rotateSecret(
      actor,
      idParam(ctx, 'endpointId', WEBHOOK_MESSAGES.endpointNotFound),
    );
  });

  router.get('/webhook-deliveries', async (ctx) => {
    const actor = await requireActor(ctx, app);
    const query = validQuery(ctx, webhookDeliveriesQuerySchema);
    ctx.body = await deliveries().list(actor, query);
  });

  router.post('/webhook-deliveries/:deliveryId/replay', async (ctx) => {
    // The id's form first, as the other id routes do: text no delivery id could be is the plain
    // 404 of an unknown id, to anyone, before a session is even looked up.
    const id = idParam(ctx, 'deliveryId', WEBHOOK_MESSAGES.deliveryNotFound);
    const actor = await requireActor(ctx, app);
    ctx.status = 202;
    ctx.body = await deliveries().replay(actor, id);
  });

  return router;
}
