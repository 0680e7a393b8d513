import type { JsonObject } from '../domain/json.js';
import type { LoginSession } from '../domain/auth.js';

/** Server-side login sessions, so HTTP processes stay stateless. */
export interface LoginSessionStore {
  /** The session unless absent or expired at `now`. */
  get(sid: string, now: Date): Promise<LoginSession | null>;
  /** Creates or replaces a session. */
  set(sid: string, data: JsonObject, expiresAt: Date): Promise<void>;
  /** Moves the expiry of an existing session (rolling sessions). */
  touch(sid: string, expiresAt: Date): Promise<void>;
  destroy(sid: string): Promise<void>;
  /**
   * Ends every session acting for `userId` (data `userId`) or impersonated by it (data
   * `impersonatorId`), e.g. after a password change or reset, except `exceptSid`.
   */
  destroyForUser(userId: string, exceptSid?: string): Promise<number>;
  /** Deletes sessions expired at `now`; returns how many. */
  purgeExpired(now: Date): Promise<number>;
}
