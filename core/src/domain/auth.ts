import type { JsonObject } from './json.js';

/** A server-side login session (table `sessions`: sid, sess, expire). */
export interface LoginSession {
  sid: string;
  /** Session data, e.g. `{ userId, impersonation }`. A `userId` key lets all of a user's sessions be ended. */
  data: JsonObject;
  expiresAt: Date;
}

/**
 * A password reset token (table `password_reset_tokens`). Only a hash of the emailed token is
 * stored (64 hex characters, e.g. SHA-256), so a leaked table does not allow resets.
 */
export interface PasswordResetToken {
  id: string;
  tokenHash: string;
  userId: string;
  expiresAt: Date;
  createdAt: Date;
}
