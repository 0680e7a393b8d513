import { all, json, thisOrganisation, type MatrixRow } from './caller-expectations.js';
import type { RouteKey } from './route-inventory.js';
import type { SecurityWorld } from './security-world.js';

/** One invitation of HR's job per row that acts on one (made once by HR itself), so rows do not interfere. */
const made = new Map<string, Promise<string>>();
function invitationFor(w: SecurityWorld, purpose: string): Promise<string> {
  const existing = made.get(purpose);
  if (existing) return existing;
  // A number of its own too: a job invites each number once (docs/behaviour/interview.md §15).
  const phone = `+254712345${String(100 + made.size)}`;
  const created = w.callers.hr
    .request('POST', `/api/jobs/${w.jobId}/candidate-invitations`, {
      json: { candidates: [{ name: 'Matrix Candidate', email: `${purpose}@example.com`, phone }] },
    })
    .then((res) => {
      const id = (res.body as { invited?: Array<{ invitationId: string }> }).invited?.[0]?.invitationId;
      if (res.status !== 200 || !id) throw new Error(`invitation for the matrix: ${res.status}`);
      return id;
    });
  made.set(purpose, created);
  return created;
}

/**
 * Nothing to undo, but a row with an `after` hook makes the fuzzer count the tables afresh before
 * the next row's requests: the next row's own invitation, made by HR while preparing it, is then not
 * mistaken for something a refused request stored.
 */
const countAfresh = async () => undefined;

/** Candidates' personal invitations (docs/behaviour/interview.md §15): HR of the job's organisation; the link's opening is public. */
export const CANDIDATE_INVITATION_ROWS: Record<RouteKey, MatrixRow> = {
  'POST /api/jobs/:jobId/candidate-invitations': {
    request: (w) => ({
      path: `/api/jobs/${w.jobId}/candidate-invitations`,
      body: json({
        candidates: [{ name: 'Matrix Candidate', email: 'matrix@example.com', phone: '+254712345678' }],
      }),
    }),
    expected: thisOrganisation(),
  },
  'POST /api/jobs/:jobId/candidate-invitations/csv': {
    request: (w) => ({
      path: `/api/jobs/${w.jobId}/candidate-invitations/csv`,
      body: json({ csv: 'name,email,phone\nMatrix Csv,matrix.csv@example.com,+254712345099\n' }),
    }),
    expected: thisOrganisation(),
    after: countAfresh,
  },
  'GET /api/jobs/:jobId/candidate-invitations': {
    request: (w) => ({ path: `/api/jobs/${w.jobId}/candidate-invitations` }),
    expected: thisOrganisation(),
  },
  // Sent just now, so HR's resend waits (429); the rate limit comes after tenancy.
  'POST /api/candidate-invitations/:id/resend': {
    request: async (w) => ({
      path: `/api/candidate-invitations/${await invitationFor(w, 'resend')}/resend`,
      body: json({}),
    }),
    expected: thisOrganisation(429),
    after: countAfresh,
  },
  'POST /api/candidate-invitations/:id/link': {
    request: async (w) => ({
      path: `/api/candidate-invitations/${await invitationFor(w, 'link')}/link`,
      body: json({}),
    }),
    expected: thisOrganisation(),
    after: countAfresh,
  },
  'POST /api/candidate-invitations/:id/revoke': {
    request: async (w) => ({
      path: `/api/candidate-invitations/${await invitationFor(w, 'revoke')}/revoke`,
      body: json({}),
    }),
    expected: thisOrganisation(),
  },
  'POST /api/public/candidate-invitations/open': {
    request: () => ({
      path: '/api/public/candidate-invitations/open',
      body: json({ token: 'a'.repeat(43) }),
    }),
    expected: all(404),
  },
};
