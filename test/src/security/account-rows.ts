import { adminOnly, all, EMAILS, json, signBackIn, signedIn, type MatrixRow } from './caller-expectations.js';
import type { RouteKey } from './route-inventory.js';
import { PASSWORD } from './security-world.js';

/**
 * The authorization matrix's rows of accounts (sign-in, registration, passwords) and of the
 * administrator's calls, in the order they run (see MATRIX in authorization-matrix.ts).
 */
export const ACCOUNT_AND_ADMIN_ROWS: Record<RouteKey, MatrixRow> = {
  'POST /api/login': {
    request: () => ({ path: '/api/login', body: json({ email: EMAILS.hr, password: 'wrong password 9' }) }),
    expected: all(401),
  },
  'POST /api/register': {
    request: () => ({
      path: '/api/register',
      body: json({ email: 'someone@gmail.com', firstName: 'A', lastName: 'B' }),
    }),
    expected: all(400),
  },
  'POST /api/verify-email': {
    request: () => ({
      path: '/api/verify-email',
      body: json({ token: 'a'.repeat(43), password: PASSWORD, firstName: 'A', lastName: 'B' }),
    }),
    expected: all(409),
  },
  'POST /api/verify-email/check': {
    request: () => ({ path: '/api/verify-email/check', body: json({ token: 'a'.repeat(43) }) }),
    expected: all(409),
  },
  'POST /api/logout': {
    request: () => ({ path: '/api/logout', body: json({}) }),
    expected: all(200),
    after: signBackIn,
  },
  'POST /api/change-password': {
    request: () => ({
      path: '/api/change-password',
      body: json({ currentPassword: PASSWORD, newPassword: 'x' }),
    }),
    expected: signedIn(400),
  },
  'POST /api/forgot-password': {
    request: () => ({ path: '/api/forgot-password', body: json({ email: 'nobody@acme-logistics.co.ke' }) }),
    expected: all(200),
  },
  'POST /api/reset-password': {
    request: () => ({
      path: '/api/reset-password',
      body: json({ token: 'a'.repeat(64), newPassword: 'another horse 2' }),
    }),
    expected: all(409),
  },
  'POST /api/admin/create-user': {
    request: () => ({
      path: '/api/admin/create-user',
      body: json({ email: 'new.user@umoja-retail.co.za', password: PASSWORD, firstName: 'N', lastName: 'U' }),
    }),
    expected: adminOnly(201),
    adminView: true,
  },
  'GET /api/admin/users': {
    request: () => ({ path: '/api/admin/users' }),
    expected: adminOnly(),
    adminView: true,
  },
  'POST /api/admin/impersonate/:userId': {
    request: (w) => ({
      path: `/api/admin/impersonate/${w.hrUserId}`,
      body: json({ reason: 'Security matrix: acting as this user' }),
    }),
    expected: adminOnly(200),
    adminView: true,
    async after(_w, caller, client, status) {
      if (caller !== 'admin' || status !== 200) return;
      const res = await client.request('POST', '/api/admin/exit-impersonation', { json: {} });
      if (res.status !== 200) throw new Error(`exit impersonation: ${res.status} ${res.text}`);
    },
  },
  'POST /api/admin/exit-impersonation': {
    request: () => ({ path: '/api/admin/exit-impersonation', body: json({}) }),
    expected: { ...signedIn(409), impersonating: 200 },
    after: async (w, caller, client, status) => {
      if (caller === 'impersonating' && status === 200) await signBackIn(w, caller, client);
    },
  },
  'GET /api/admin/analytics': {
    request: () => ({ path: '/api/admin/analytics' }),
    expected: adminOnly(),
    adminView: true,
  },
  'GET /api/admin/referrers': {
    request: () => ({ path: '/api/admin/referrers' }),
    expected: adminOnly(),
    adminView: true,
  },
  'GET /api/admin/ai-learning-insights': {
    request: () => ({ path: '/api/admin/ai-learning-insights' }),
    expected: adminOnly(),
    adminView: true,
  },
  'POST /api/test-email-notification': {
    request: () => ({ path: '/api/test-email-notification', body: json({}) }),
    expected: adminOnly(),
    adminView: true,
  },
  'POST /api/admin/send-candidate-notifications': {
    request: () => ({ path: '/api/admin/send-candidate-notifications', body: json({}) }),
    expected: adminOnly(),
    adminView: true,
  },
};
