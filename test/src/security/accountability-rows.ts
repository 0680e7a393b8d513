import { adminOnly, all, candidateOnly, json, member, type MatrixRow } from './caller-expectations.js';
import type { RouteKey } from './route-inventory.js';
import { SELF_ID_CONFIG } from './self-id-marker.js';

/**
 * Self-identification, the bias audit and the decision log (docs/behaviour/interview.md §19,
 * docs/behaviour/review.md §13 and §13). The candidate's own questions answer only the session's
 * credential; the world's candidate is still interviewing, so answering is refused (409).
 */
export const ACCOUNTABILITY_ROWS: Record<RouteKey, MatrixRow> = {
  'GET /api/sessions/:id/self-identification': {
    request: (w) => ({ path: `/api/sessions/${w.sessionId}/self-identification` }),
    expected: candidateOnly(),
  },
  'PUT /api/sessions/:id/self-identification': {
    request: (w) => ({
      path: `/api/sessions/${w.sessionId}/self-identification`,
      body: json({ sex: 'female' }),
    }),
    expected: candidateOnly(409),
  },
  'GET /api/organisation/self-identification': {
    request: () => ({ path: '/api/organisation/self-identification' }),
    expected: member(),
  },
  'PUT /api/organisation/self-identification': {
    request: () => ({ path: '/api/organisation/self-identification', body: json(SELF_ID_CONFIG) }),
    expected: member(),
  },
  'GET /api/bias-audit': { request: () => ({ path: '/api/bias-audit' }), expected: member() },
  'GET /api/bias-audit/export': {
    request: () => ({ path: '/api/bias-audit/export?format=csv' }),
    expected: member(),
  },
  'GET /api/v1/bias-audit': { request: () => ({ path: '/api/v1/bias-audit' }), expected: all(401) },
  // Every organisation's decisions, with who made them: the administrator's platform-wide view.
  'GET /api/admin/decision-log': {
    request: () => ({ path: '/api/admin/decision-log' }),
    expected: adminOnly(),
    adminView: true,
  },
};

/**
 * Routes whose answer may hold the marker as what it is there, an option's name: the settings,
 * the candidate's own questions, and the audit's group names. Anywhere else it would be one
 * candidate's self-identification leaking.
 */
export const SELF_ID_LABEL_ROUTES: ReadonlySet<string> = new Set([
  'GET /api/organisation/self-identification',
  'PUT /api/organisation/self-identification',
  'GET /api/sessions/:id/self-identification',
  'GET /api/bias-audit',
  'GET /api/bias-audit/export',
]);
