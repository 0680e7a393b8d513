import type { JsonObject } from '../../domain/json.js';
import type { Clock } from '../../ports/clock.js';
import type { Ids } from '../../ports/ids.js';
import type { LoginSessionStore } from '../../ports/login-session-store.js';

/**
 * What a login session stores: the effective user; while impersonating the admin and audit. The
 * admin's own session, kept aside while they impersonate, names the audit it waits on
 * (`parkedAuditId`), so the audit is closed when the impersonation session runs out.
 */
export interface SessionData {
  userId: string;
  impersonatorId?: string;
  auditId?: string;
  parkedAuditId?: string;
}

/** Sessions last 7 days from the last request (rolling). */
export const SESSION_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/**
 * An impersonation session lasts 30 minutes from its start, however busy (not rolling): long
 * enough to look into a customer's problem, short enough that a forgotten or stolen one is soon
 * worthless. The admin then starts a new one, audited afresh.
 */
export const IMPERSONATION_LIFETIME_MS = 30 * 60_000;

/** The expiry is moved at most once an hour, so busy clients do not write on every request. */
export const SESSION_TOUCH_INTERVAL_MS = 60 * 60_000;

/** Length of a session id: 43 URL-safe random characters (≈258 bits; same as apps/http/src/auth). */
export const SESSION_ID_LENGTH = 43;

/** Reads session data stored by `sessionDataToJson`; null when it is not valid session data. */
export function parseSessionData(data: JsonObject): SessionData | null {
  const { userId, impersonatorId, auditId, parkedAuditId } = data;
  if (typeof userId !== 'string' || userId === '') return null;
  const parsed: SessionData = { userId };
  if (typeof impersonatorId === 'string') parsed.impersonatorId = impersonatorId;
  if (typeof auditId === 'string') parsed.auditId = auditId;
  if (typeof parkedAuditId === 'string') parsed.parkedAuditId = parkedAuditId;
  return parsed;
}

/** The stored form of session data (keeps the `userId` key the store's destroyForUser relies on). */
export function sessionDataToJson(data: SessionData): JsonObject {
  const json: JsonObject = { userId: data.userId };
  if (data.impersonatorId !== undefined) json['impersonatorId'] = data.impersonatorId;
  if (data.auditId !== undefined) json['auditId'] = data.auditId;
  if (data.parkedAuditId !== undefined) json['parkedAuditId'] = data.parkedAuditId;
  return json;
}

/** Server-side login sessions with rolling expiry. The HTTP edge keeps only `sid` in a cookie. */
export class LoginSessions {
  constructor(private readonly deps: { store: LoginSessionStore; clock: Clock; ids: Ids }) {}

  /**
   * Starts a new session (a fresh id on every sign-in, against session fixation); an
   * impersonation session gets its own short, fixed lifetime.
   */
  async start(data: SessionData): Promise<{ sid: string; expiresAt: Date }> {
    const sid = this.deps.ids.newToken(SESSION_ID_LENGTH);
    const expiresAt = this.expiryFromNow(data);
    await this.deps.store.set(sid, sessionDataToJson(data), expiresAt);
    return { sid, expiresAt };
  }

  /** The session's data, or null when absent, expired or malformed; extends the expiry (rolling). */
  async read(sid: string): Promise<SessionData | null> {
    const now = this.deps.clock.now();
    const session = await this.deps.store.get(sid, now);
    if (!session) return null;
    const data = parseSessionData(session.data);
    if (!data) return null;
    if (data.impersonatorId !== undefined) return data; // never extended
    const renewedFor = SESSION_LIFETIME_MS - (session.expiresAt.getTime() - now.getTime());
    if (renewedFor >= SESSION_TOUCH_INTERVAL_MS) await this.deps.store.touch(sid, this.expiryFromNow(data));
    return data;
  }

  /** Replaces the data of an existing session (start and end of impersonation). */
  async replace(sid: string, data: SessionData): Promise<void> {
    await this.deps.store.set(sid, sessionDataToJson(data), this.expiryFromNow(data));
  }

  async end(sid: string): Promise<void> {
    await this.deps.store.destroy(sid);
  }

  private expiryFromNow(data: SessionData): Date {
    const lifetime = data.impersonatorId !== undefined ? IMPERSONATION_LIFETIME_MS : SESSION_LIFETIME_MS;
    return new Date(this.deps.clock.now().getTime() + lifetime);
  }
}
