import { DomainError } from '../../domain/errors.js';
import type { Clock } from '../../ports/clock.js';
import type { LoginSessionStore } from '../../ports/login-session-store.js';
import type { Digest } from '../../ports/digest.js';
import type { PasswordHasher } from '../../ports/password-hasher.js';
import type { PasswordResetTokenRepository } from '../../ports/password-reset-token-repository.js';
import type { UserRepository } from '../../ports/user-repository.js';
import { assertPasswordLength } from './credentials.js';

/** The one error for unknown, used and expired tokens alike. */
export const INVALID_RESET_TOKEN_MESSAGE = 'Invalid or expired reset token';

/** POST /api/reset-password. */
export class ResetPassword {
  constructor(
    private readonly deps: {
      users: UserRepository;
      resetTokens: PasswordResetTokenRepository;
      sessions: LoginSessionStore;
      digest: Digest;
      hasher: PasswordHasher;
      clock: Clock;
    },
  ) {}

  /**
   * Sets a new password with a token from the reset mail. The password is checked first so a
   * short one does not burn the token. The token is consumed (single use); the user's other
   * tokens and all their login sessions end.
   * Errors: VALIDATION_FAILED (short password), INVALID_STATE 'Invalid or expired reset token'.
   */
  async execute(input: { token: string; newPassword: string }): Promise<void> {
    const { users, resetTokens, sessions, digest, hasher, clock } = this.deps;
    assertPasswordLength(input.newPassword);
    const now = clock.now();
    const token = await resetTokens.consume(digest.sha256Hex(input.token), now);
    const user = token ? await users.findById(token.userId) : null;
    if (!user) throw new DomainError('INVALID_STATE', INVALID_RESET_TOKEN_MESSAGE);
    await users.update(user.id, { passwordHash: await hasher.hash(input.newPassword), updatedAt: now });
    await resetTokens.deleteForUser(user.id);
    await sessions.destroyForUser(user.id);
  }
}
