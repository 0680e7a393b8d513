import type { Clock } from '../../ports/clock.js';
import type { Ids } from '../../ports/ids.js';
import type { Mailer } from '../../ports/mailer.js';
import type { Digest } from '../../ports/digest.js';
import type { PasswordResetTokenRepository } from '../../ports/password-reset-token-repository.js';
import type { RateLimitStore } from '../../ports/rate-limit-store.js';
import type { UserRepository } from '../../ports/user-repository.js';
import { RESET_TOKEN_LENGTH } from '../../contract/password.js';
import { normaliseEmail } from './credentials.js';
import { windowStart } from '../../rules/fixed-window.js';
import { passwordResetMail, resetPasswordLink } from './password-reset-mail.js';

/** Reset tokens live one hour (their length is the contract's, docs/behaviour/platform.md §9). */
export const RESET_TOKEN_LIFETIME_MS = 60 * 60_000;

/** At most 5 reset mails per account per hour; further requests are silently dropped (no mail bombing). */
export const RESET_MAILS_PER_HOUR = 5;

/** Ports of the forgot-password flow. */
export interface RequestPasswordResetDeps {
  users: UserRepository;
  resetTokens: PasswordResetTokenRepository;
  rateLimits: RateLimitStore;
  digest: Digest;
  mailer: Mailer;
  clock: Clock;
  ids: Ids;
  /** Told about a failed send; the caller's answer must not change, so the error goes here (log it). */
  reportError?: (error: unknown) => void;
}

/** POST /api/forgot-password. */
export class RequestPasswordReset {
  constructor(private readonly deps: RequestPasswordResetDeps) {}

  /**
   * Resolves the same way whatever the email (docs/behaviour/platform.md §8: one neutral message), never throwing for
   * unknown accounts, throttled requests or mail failures. For an existing account, stores the
   * SHA-256 of a fresh random token (never the token) and mails `{origin}/reset-password?token=…`.
   */
  async execute(input: { email: string; origin: string }): Promise<void> {
    const { users, resetTokens, rateLimits, digest, mailer, clock, ids } = this.deps;
    try {
      const email = normaliseEmail(input.email);
      const user = await users.findByEmail(email);
      if (!user) return;
      const now = clock.now();
      const hourly = await rateLimits.hit(`password-reset:${user.id}`, windowStart(now, 60 * 60_000));
      if (hourly > RESET_MAILS_PER_HOUR) return;
      const token = ids.newToken(RESET_TOKEN_LENGTH);
      await resetTokens.add({
        id: ids.newId(),
        tokenHash: digest.sha256Hex(token),
        userId: user.id,
        expiresAt: new Date(now.getTime() + RESET_TOKEN_LIFETIME_MS),
        createdAt: now,
      });
      const link = resetPasswordLink(input.origin, token);
      await mailer.send(
        passwordResetMail(user.email, link, RESET_TOKEN_LIFETIME_MS / 60_000, user.firstName),
      );
    } catch (error) {
      this.deps.reportError?.(error);
    }
  }
}
