import { all, json, member, type MatrixRow } from './caller-expectations.js';
import type { RouteKey } from './route-inventory.js';

/**
 * The API keys' settings (members of the key's organisation) and /api/v1
 * (docs/behaviour/platform.md §14-15). /api/v1 reads a Bearer key only, so no caller's sign-in
 * cookie opens it: every caller here is 401 (the key's own rules are in apps/http/src/api-v1).
 */
/** A status change of the matrix's job with a key: no sign-in cookie opens it. */
const jobAction = (action: string): MatrixRow => ({
  request: (w) => ({
    path: `/api/v1/jobs/${w.jobId}/${action}`,
    body: json({}),
    headers: { 'Idempotency-Key': `matrix-${action}` },
  }),
  expected: all(401),
});

export const API_KEY_ROWS: Record<RouteKey, MatrixRow> = {
  'GET /api/organisation/api-keys': {
    request: () => ({ path: '/api/organisation/api-keys' }),
    expected: member(),
  },
  'POST /api/organisation/api-keys': {
    request: () => ({ path: '/api/organisation/api-keys', body: json({ name: ' ', scope: 'read' }) }),
    expected: member(400),
  },
  'GET /api/organisation/api-keys/:id/uses': {
    request: () => ({ path: '/api/organisation/api-keys/no-such-key/uses' }),
    expected: member(404),
  },
  'POST /api/organisation/api-keys/:id/revoke': {
    request: () => ({ path: '/api/organisation/api-keys/no-such-key/revoke', body: json({}) }),
    expected: member(404),
  },
  'GET /api/v1/openapi.json': { request: () => ({ path: '/api/v1/openapi.json' }), expected: all(200) },
  'GET /api/v1/jobs': { request: () => ({ path: '/api/v1/jobs' }), expected: all(401) },
  'POST /api/v1/jobs': {
    request: () => ({
      path: '/api/v1/jobs',
      body: json({ title: 'Clerk', description: 'Files papers.', questions: ['Why this job?'] }),
      headers: { 'Idempotency-Key': 'matrix-create-job' },
    }),
    expected: all(401),
  },
  'POST /api/v1/jobs/:id/publish': jobAction('publish'),
  'POST /api/v1/jobs/:id/archive': jobAction('archive'),
  'PATCH /api/v1/jobs/:id': {
    request: (w) => ({
      path: `/api/v1/jobs/${w.jobId}`,
      body: json({ title: 'Renamed' }),
      headers: { 'If-Match': '*' },
    }),
    expected: all(401),
  },
  'GET /api/v1/jobs/:id': { request: (w) => ({ path: `/api/v1/jobs/${w.jobId}` }), expected: all(401) },
  'GET /api/v1/jobs/:id/candidates': {
    request: (w) => ({ path: `/api/v1/jobs/${w.jobId}/candidates` }),
    expected: all(401),
  },
  'GET /api/v1/jobs/:id/invitations': {
    request: (w) => ({ path: `/api/v1/jobs/${w.jobId}/invitations` }),
    expected: all(401),
  },
  'POST /api/v1/jobs/:id/invitations': {
    request: (w) => ({
      path: `/api/v1/jobs/${w.jobId}/invitations`,
      body: json({
        candidates: [{ name: 'Amani Juma', email: 'amani@example.com', phone: '+254712345678' }],
      }),
      headers: { 'Idempotency-Key': 'matrix-invite' },
    }),
    expected: all(401),
  },
  'POST /api/v1/invitations/:invitationId/resend': {
    request: () => ({
      path: '/api/v1/invitations/no-such-invitation/resend',
      body: json({}),
      headers: { 'Idempotency-Key': 'matrix-resend' },
    }),
    expected: all(401),
  },
  'POST /api/v1/invitations/:invitationId/revoke': {
    request: () => ({
      path: '/api/v1/invitations/no-such-invitation/revoke',
      body: json({}),
      headers: { 'Idempotency-Key': 'matrix-revoke' },
    }),
    expected: all(401),
  },
  'GET /api/v1/candidates': {
    request: () => ({ path: '/api/v1/candidates?external_reference=GH-1' }),
    expected: all(401),
  },
  'GET /api/v1/candidates/:sessionId': {
    request: (w) => ({ path: `/api/v1/candidates/${w.sessionId}` }),
    expected: all(401),
  },
  'PUT /api/v1/candidates/:sessionId/hiring-outcome': {
    request: (w) => ({
      path: `/api/v1/candidates/${w.sessionId}/hiring-outcome`,
      body: json({ hiring_outcome: 'hired' }),
    }),
    expected: all(401),
  },
  // Webhook endpoints on /api/v1: a cookie opens none of them either.
  'GET /api/v1/webhooks': { request: () => ({ path: '/api/v1/webhooks' }), expected: all(401) },
  'POST /api/v1/webhooks': {
    request: () => ({
      path: '/api/v1/webhooks',
      body: json({ url: 'https://hooks.example.test/matrix', events: ['interview.completed'] }),
      headers: { 'Idempotency-Key': 'matrix-webhook' },
    }),
    expected: all(401),
  },
  'GET /api/v1/webhooks/:endpointId': {
    request: () => ({ path: `/api/v1/webhooks/${NO_SUCH_UUID}` }),
    expected: all(401),
  },
  'PATCH /api/v1/webhooks/:endpointId': {
    request: () => ({ path: `/api/v1/webhooks/${NO_SUCH_UUID}`, body: json({ enabled: false }) }),
    expected: all(401),
  },
  'DELETE /api/v1/webhooks/:endpointId': {
    request: () => ({ path: `/api/v1/webhooks/${NO_SUCH_UUID}` }),
    expected: all(401),
  },
  'POST /api/v1/webhooks/:endpointId/rotate-secret': {
    request: () => ({
      path: `/api/v1/webhooks/${NO_SUCH_UUID}/rotate-secret`,
      body: json({}),
      headers: { 'Idempotency-Key': 'matrix-rotate' },
    }),
    expected: all(401),
  },
  'GET /api/v1/webhooks/:endpointId/deliveries': {
    request: () => ({ path: `/api/v1/webhooks/${NO_SUCH_UUID}/deliveries` }),
    expected: all(401),
  },
  'POST /api/v1/webhook-deliveries/:deliveryId/replay': {
    request: () => ({
      path: `/api/v1/webhook-deliveries/${NO_SUCH_UUID}/replay`,
      body: json({}),
      headers: { 'Idempotency-Key': 'matrix-replay' },
    }),
    expected: all(401),
  },
};

/** A well-formed id nothing has, so the Bearer check, not the id's form, answers. */
const NO_SUCH_UUID = '00000000-0000-4000-8000-000000000000';
