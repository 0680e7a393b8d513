import type { PasswordResetToken } from '../domain/auth.js';

/** Password reset tokens, stored by hash only. */
export interface PasswordResetTokenRepository {
  add(token: PasswordResetToken): Promise<void>;
  /**
   * Uses a token once: deletes it and returns it if it existed and had not expired at `now`;
   * otherwise null. Two concurrent uses cannot both succeed.
   */
  consume(tokenHash: string, now: Date): Promise<PasswordResetToken | null>;
  /** Removes all tokens of a user (after a successful reset). */
  deleteForUser(userId: string): Promise<void>;
  /** Deletes tokens expired at `now`; returns how many. */
  purgeExpired(now: Date): Promise<number>;
}
