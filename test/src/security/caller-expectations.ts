import { type HttpCaller, type RequestBody } from './http-caller.js';
import {
  ADMIN_EMAIL,
  impersonator,
  OTHER_HR_EMAIL,
  PASSWORD,
  PENDING_EMAIL,
  type CallerName,
  type SecurityWorld,
} from './security-world.js';

/** An expected answer: an exact status, or 'ok' for any 2xx. */
export type Expected = number | 'ok';

/** One row: how to call the route with real ids, and what each caller must get. */
/** One matrix request: its path, body and any headers a protocol needs (tus). */
export interface MatrixRequest {
  path: string;
  body?: RequestBody;
  headers?: Record<string, string>;
}

export interface MatrixRow {
  request(w: SecurityWorld): Promise<MatrixRequest> | MatrixRequest;
  expected: Record<CallerName, Expected>;
  /** Runs after each caller's request (e.g. sign back in after a logout). */
  after?(w: SecurityWorld, caller: CallerName, client: HttpCaller, status: number): Promise<void>;
  /** Rows whose allowed callers may read everything (the administrator's platform-wide views). */
  adminView?: boolean;
}

export const all = (status: Expected): Record<CallerName, Expected> => ({
  anonymous: status,
  unverified: status,
  candidate: status,
  otherCandidate: status,
  otherHr: status,
  pending: status,
  impersonating: status,
  hr: status,
  admin: status,
});

/**
 * Any signed-in account, whether or not it belongs to an organisation yet (its own account and
 * session); 401 for everyone else. An unconfirmed registrant holds no session.
 */
export const signedIn = (status: Expected = 'ok'): Record<CallerName, Expected> => ({
  anonymous: 401,
  unverified: 401,
  candidate: 401,
  otherCandidate: 401,
  otherHr: status,
  pending: status,
  impersonating: status,
  hr: status,
  admin: status,
});

/** A member of an organisation (their own organisation's data); waiting for approval 403. */
export const member = (status: Expected = 'ok'): Record<CallerName, Expected> => ({
  ...signedIn(status),
  pending: 403,
});

/**
 * A resource of this organisation: HR of it only; other organisations (the admin's too, and the
 * admin impersonating HR of another) 404; a colleague still waiting for approval 403.
 */
export const thisOrganisation = (status: Expected = 'ok'): Record<CallerName, Expected> => ({
  ...member(404),
  hr: status,
});

/** The administrator only, acting as themselves: 401 signed out, 403 for other users and while impersonating. */
export const adminOnly = (status: Expected = 'ok'): Record<CallerName, Expected> => ({
  ...signedIn(403),
  admin: status,
});

/** Calls by the session's credential: its candidate only; everyone else 404 (nothing says it exists). */
export const candidateOnly = (status: Expected = 'ok'): Record<CallerName, Expected> => ({
  ...all(404),
  candidate: status,
});

/** Session media: its candidate and HR of the job's organisation; everyone else 404. */
export const candidateOrHr = (): Record<CallerName, Expected> => ({ ...all(404), candidate: 'ok', hr: 'ok' });

export const json = (value: unknown): RequestBody => ({ json: value });

export const EMAILS: Partial<Record<CallerName, string>> = {
  hr: 'amina.secret@acme-logistics.co.ke',
  otherHr: OTHER_HR_EMAIL,
  pending: PENDING_EMAIL,
  admin: ADMIN_EMAIL,
};

/** Signs a user back in (and the impersonator back into the impersonation) after a row ended it. */
export async function signBackIn(w: SecurityWorld, caller: CallerName, client: HttpCaller): Promise<void> {
  if (caller === 'impersonating') {
    await impersonator(w.server, w.otherHrUserId, client);
    return;
  }
  const email = EMAILS[caller];
  if (!email) return;
  const res = await client.request('POST', '/api/login', { json: { email, password: PASSWORD } });
  if (res.status !== 200) throw new Error(`sign back in ${caller}: ${res.status} ${res.text}`);
}

/** The caller that gets furthest into a route (past its authorization), so validation is what is exercised. */
export function deepestCaller(row: MatrixRow): CallerName {
  const allowed = (['hr', 'candidate', 'admin', 'anonymous'] as const).find(
    (c) => ![401, 403, 404].includes(row.expected[c] as number),
  );
  return allowed ?? 'anonymous';
}
