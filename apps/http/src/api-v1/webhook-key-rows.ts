import { randomUUID } from 'node:crypto';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { v1, type startApiWorld } from './api-v1-fixtures.js';

type World = Awaited<ReturnType<typeof startApiWorld>>;
interface Row {
  request(w: World): { path: string; body?: unknown };
  write: number;
  namesRecord: boolean;
}

/** The organisation's endpoints and delivery the rows name, made by `prepareWebhookRows`. */
const made = { endpointId: '', removableId: '', deliveryId: '' };

/**
 * Two endpoints of HR's organisation (one for the DELETE row, so the order of rows does not
 * matter) and a delivery of the first to replay. The address is under .test, which resolves
 * nowhere, and the key matrix runs no queue workers: nothing is sent.
 */
export async function prepareWebhookRows(w: World, writeKey: string): Promise<void> {
  const add = async (name: string) => {
    const res = await v1(w.world, writeKey, '/webhooks', {
      method: 'POST',
      body: JSON.stringify({ url: `https://hooks.example.test/${name}`, events: ['candidate.deleted'] }),
      headers: { 'Idempotency-Key': `setup-${name}` },
    });
    if (res.status !== 201) throw new Error(`endpoint ${name}: ${res.status} ${res.text}`);
    return res.body.id as string;
  };
  made.endpointId = await add('kept');
  made.removableId = await add('removed');
  const webhooks = w.world.server.app.get(STORAGE.Repositories).webhooks;
  const endpoint = (await webhooks.findEndpoint(made.endpointId))!;
  made.deliveryId = randomUUID();
  await webhooks.addDelivery({
    id: made.deliveryId,
    endpointId: endpoint.id,
    organisationId: endpoint.organisationId,
    eventType: 'candidate.deleted',
    payload: { type: 'candidate.deleted', timestamp: new Date().toISOString(), data: {} },
    status: 'failed',
    attempts: 5,
    responseStatus: 500,
    responseTimeMs: 12,
    lastError: 'HTTP 500',
    createdAt: new Date(),
    lastAttemptAt: new Date(),
    deliveredAt: null,
  });
}

/** The webhook routes of /api/v1 in the key matrix (docs/behaviour/platform.md §15). */
export const WEBHOOK_KEY_ROWS: Record<string, Row> = {
  'GET /api/v1/webhooks': { request: () => ({ path: '/webhooks' }), write: 200, namesRecord: false },
  'POST /api/v1/webhooks': {
    request: () => ({
      path: '/webhooks',
      body: { url: 'https://hooks.example.test/matrix', events: ['interview.completed'] },
    }),
    write: 201, // another organisation's key adds one to its own organisation
    namesRecord: false,
  },
  'GET /api/v1/webhooks/:endpointId': {
    request: () => ({ path: `/webhooks/${made.endpointId}` }),
    write: 200,
    namesRecord: true,
  },
  'PATCH /api/v1/webhooks/:endpointId': {
    request: () => ({ path: `/webhooks/${made.endpointId}`, body: { description: 'Matrix' } }),
    write: 200,
    namesRecord: true,
  },
  'DELETE /api/v1/webhooks/:endpointId': {
    request: () => ({ path: `/webhooks/${made.removableId}` }),
    write: 204,
    namesRecord: true,
  },
  'POST /api/v1/webhooks/:endpointId/rotate-secret': {
    request: () => ({ path: `/webhooks/${made.endpointId}/rotate-secret`, body: {} }),
    write: 200,
    namesRecord: true,
  },
  'GET /api/v1/webhooks/:endpointId/deliveries': {
    request: () => ({ path: `/webhooks/${made.endpointId}/deliveries` }),
    write: 200,
    namesRecord: true,
  },
  'POST /api/v1/webhook-deliveries/:deliveryId/replay': {
    request: () => ({ path: `/webhook-deliveries/${made.deliveryId}/replay`, body: {} }),
    write: 202,
    namesRecord: true,
  },
};
