import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiV1Routes } from './routes.js';
import { newKey, startApiWorld, v1 } from './api-v1-fixtures.js';
import { prepareWebhookRows, WEBHOOK_KEY_ROWS } from './webhook-key-rows.js';

type World = Awaited<ReturnType<typeof startApiWorld>>;
type KeyName = 'read' | 'write' | 'otherOrganisation' | 'revoked';

interface KeyRow {
  request(w: World, invitationId: string): { path: string; body?: unknown };
  /** The write key's answer; the others follow from the route's kind. */
  write: number;
  /** True when the route names one of the organisation's records (another organisation's key: 404). */
  namesRecord: boolean;
}

/**
 * Every /api/v1 route with each kind of key (docs/behaviour/platform.md §15): a revoked key is 401
 * everywhere, a read key 403 on every change, another organisation's key 404 on any id of ours and
 * none of our data in its lists. Calls with a key carry no session, so no administrator can be
 * impersonating behind them: impersonation does not apply to /api/v1.
 */
const ROWS: Record<string, KeyRow> = {
  'GET /api/v1/jobs': { request: () => ({ path: '/jobs' }), write: 200, namesRecord: false },
  'POST /api/v1/jobs': {
    request: () => ({
      path: '/jobs',
      body: { title: 'Clerk', description: 'Files.', questions: ['Why us?'] },
    }),
    write: 201,
    namesRecord: false,
  },
  'POST /api/v1/jobs/:id/publish': {
    request: (w) => ({ path: `/jobs/${w.jobId}/publish`, body: {} }),
    write: 200, // already active: answered as it is
    namesRecord: true,
  },
  'PATCH /api/v1/jobs/:id': {
    request: (w) => ({ path: `/jobs/${w.jobId}`, body: { title: 'Renamed clerk' } }),
    write: 200,
    namesRecord: true,
  },
  'GET /api/v1/jobs/:id': { request: (w) => ({ path: `/jobs/${w.jobId}` }), write: 200, namesRecord: true },
  'GET /api/v1/jobs/:id/candidates': {
    request: (w) => ({ path: `/jobs/${w.jobId}/candidates` }),
    write: 200,
    namesRecord: true,
  },
  'GET /api/v1/jobs/:id/invitations': {
    request: (w) => ({ path: `/jobs/${w.jobId}/invitations` }),
    write: 200,
    namesRecord: true,
  },
  'POST /api/v1/jobs/:id/invitations': {
    request: (w) => ({
      path: `/jobs/${w.jobId}/invitations`,
      body: { candidates: [{ name: 'Amani Juma', email: 'amani@example.com', phone: '+254712345678' }] },
    }),
    write: 200,
    namesRecord: true,
  },
  'POST /api/v1/invitations/:invitationId/resend': {
    request: (_w, id) => ({ path: `/invitations/${id}/resend`, body: {} }),
    write: 429, // mailed moments ago: the screens' 10-minute interval applies
    namesRecord: true,
  },
  'POST /api/v1/invitations/:invitationId/revoke': {
    request: (_w, id) => ({ path: `/invitations/${id}/revoke`, body: {} }),
    write: 200,
    namesRecord: true,
  },
  'GET /api/v1/candidates': {
    request: () => ({ path: '/candidates?email=candidate0%40example.com' }),
    write: 200,
    namesRecord: false,
  },
  'GET /api/v1/candidates/:sessionId': {
    request: (w) => ({ path: `/candidates/${w.evaluated}` }),
    write: 200,
    namesRecord: true,
  },
  'PUT /api/v1/candidates/:sessionId/hiring-outcome': {
    request: (w) => ({
      path: `/candidates/${w.evaluated}/hiring-outcome`,
      body: { hiring_outcome: 'hired' },
    }),
    write: 200,
    namesRecord: true,
  },
  'GET /api/v1/bias-audit': { request: () => ({ path: '/bias-audit' }), write: 200, namesRecord: false },
  ...WEBHOOK_KEY_ROWS,
  // Last: the job it archives takes no more invitations.
  'POST /api/v1/jobs/:id/archive': {
    request: (w) => ({ path: `/jobs/${w.jobId}/archive`, body: {} }),
    write: 200,
    namesRecord: true,
  },
};

function expectedFor(key: KeyName, method: string, row: KeyRow): number {
  if (key === 'revoked') return 401;
  const change = method !== 'GET';
  if (key === 'read') return change ? 403 : 200;
  // Its own organisation's lists and creations answer it as they answer us.
  if (key === 'otherOrganisation') return row.namesRecord ? 404 : row.write;
  return row.write;
}

describe('/api/v1 by key: revoked 401, read 403 on changes, another organisation 404', () => {
  let w: World;
  const keys = {} as Record<KeyName, string>;
  let invitationId: string;
  let call = 0;
  beforeAll(async () => {
    w = await startApiWorld();
    keys.read = await newKey(w.world.hr, 'read');
    keys.write = await newKey(w.world.hr, 'read_write');
    keys.otherOrganisation = await newKey(w.world.stranger, 'read_write');
    keys.revoked = await newKey(w.world.hr, 'read_write');
    const prefix = keys.revoked.slice('sk_live_'.length, 'sk_live_'.length + 8);
    expect((await w.world.hr.post(`/api/organisation/api-keys/${prefix}/revoke`)).status).toBe(200);
    const invited = await v1(w.world, keys.write, `/jobs/${w.jobId}/invitations`, {
      method: 'POST',
      body: JSON.stringify({
        candidates: [{ name: 'Pendo Achieng', email: 'pendo@example.com', phone: '+254712345678' }],
      }),
      headers: { 'Idempotency-Key': 'setup' },
    });
    invitationId = invited.body.invited[0].invitation_id;
    await prepareWebhookRows(w, keys.write);
  });
  afterAll(() => w.world.server.stop());

  it('has a row for every route the router mounts', () => {
    const mounted = apiV1Routes(w.world.server.app)
      .stack.flatMap((layer) => layer.methods.filter((m) => m !== 'HEAD').map((m) => `${m} ${layer.path}`))
      .filter((route) => route !== 'GET /api/v1/openapi.json');
    expect(Object.keys(ROWS).sort()).toEqual(mounted.sort());
  });

  // The write key goes last: its revoke and invitation change what the others would see.
  for (const key of ['revoked', 'read', 'otherOrganisation', 'write'] as const) {
    it(`answers the ${key} key as the rules say`, async () => {
      const answers: string[] = [];
      const expected: string[] = [];
      for (const [route, row] of Object.entries(ROWS)) {
        const method = route.slice(0, route.indexOf(' '));
        const { path, body } = row.request(w, invitationId);
        const res = await v1(w.world, keys[key], path, {
          method,
          ...(body === undefined ? {} : { body: JSON.stringify(body) }),
          headers:
            method === 'POST'
              ? { 'Idempotency-Key': `matrix-${++call}` }
              : method === 'PATCH'
                ? { 'If-Match': '*' }
                : {},
        });
        answers.push(`${route} → ${res.status}`);
        expected.push(`${route} → ${expectedFor(key, method, row)}`);
        if (key === 'otherOrganisation') {
          expect(res.text, route).not.toContain(w.jobId);
          expect(res.text, route).not.toContain(w.evaluated);
        }
      }
      expect(answers).toEqual(expected);
    });
  }
});
