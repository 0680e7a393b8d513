import { json, member, thisOrganisation, type MatrixRow } from './caller-expectations.js';
import type { RouteKey } from './route-inventory.js';
import type { SecurityWorld } from './security-world.js';

/** One endpoint of HR's organisation per row that needs one (the DELETE row removes its own). */
const endpoints = new Map<string, Promise<string>>();

function endpointOf(w: SecurityWorld, row: string): Promise<string> {
  let id = endpoints.get(row);
  if (!id) {
    id = w.callers.hr
      .request('POST', '/api/organisation/webhooks', {
        json: { url: 'https://hooks.example.com/matrix', events: ['interview.completed'] },
      })
      .then((res) => {
        if (res.status !== 201) throw new Error(`webhook endpoint for ${row}: ${res.status}`);
        return (res.body as { id: string }).id;
      });
    endpoints.set(row, id);
  }
  return id;
}

/** The webhooks routes (docs/behaviour/platform.md §16): members of the endpoint's organisation only. */
export const WEBHOOK_ROWS: Record<RouteKey, MatrixRow> = {
  'GET /api/organisation/webhooks': {
    request: () => ({ path: '/api/organisation/webhooks' }),
    expected: member(),
  },
  'POST /api/organisation/webhooks': {
    request: () => ({
      path: '/api/organisation/webhooks',
      body: json({ url: 'ftp://example.com', events: [] }),
    }),
    expected: member(400),
  },
  'PATCH /api/organisation/webhooks/:endpointId': {
    request: async (w) => ({
      path: `/api/organisation/webhooks/${await endpointOf(w, 'patch')}`,
      body: json({ description: 'Matrix' }),
    }),
    expected: thisOrganisation(),
  },
  'GET /api/organisation/webhooks/:endpointId/secret': {
    request: async (w) => ({ path: `/api/organisation/webhooks/${await endpointOf(w, 'secret')}/secret` }),
    expected: thisOrganisation(),
  },
  'POST /api/organisation/webhooks/:endpointId/rotate-secret': {
    request: async (w) => ({
      path: `/api/organisation/webhooks/${await endpointOf(w, 'rotate')}/rotate-secret`,
      body: json({}),
    }),
    expected: thisOrganisation(),
  },
  'DELETE /api/organisation/webhooks/:endpointId': {
    request: async (w) => ({ path: `/api/organisation/webhooks/${await endpointOf(w, 'delete')}` }),
    expected: thisOrganisation(),
  },
  'GET /api/organisation/webhook-deliveries': {
    request: () => ({ path: '/api/organisation/webhook-deliveries?failed=true' }),
    expected: member(),
  },
  'POST /api/organisation/webhook-deliveries/:deliveryId/replay': {
    request: () => ({
      path: '/api/organisation/webhook-deliveries/00000000-0000-4000-8000-000000000000/replay',
      body: json({}),
    }),
    expected: member(404),
  },
};
