import { DomainError } from '../../domain/errors.js';
import type { Clock } from '../../ports/clock.js';
import type { LoginSessionStore } from '../../ports/login-session-store.js';
import type { PasswordHasher } from '../../ports/password-hasher.js';
import type { UserRepository } from '../../ports/user-repository.js';
import { assertPasswordLength } from './credentials.js';

/** The error when the current password does not verify. */
export const CURRENT_PASSWORD_INCORRECT_MESSAGE = 'Current password is incorrect';

/** What a change-password request carries. */
export interface ChangePasswordInput {
  userId: string;
  currentPassword: string;
  newPassword: string;
  /** The caller's own session, kept signed in; every other session of the user is ended. */
  keepSessionId?: string;
}

/** POST /api/change-password. */
export class ChangePassword {
  constructor(
    private readonly deps: {
      users: UserRepository;
      hasher: PasswordHasher;
      sessions: LoginSessionStore;
      clock: Clock;
    },
  ) {}

  /**
   * Errors: VALIDATION_FAILED with details.field 'newPassword' (short) or 'currentPassword'
   * (does not verify; 400 rather than 401 so the client does not treat it as signed out),
   * NOT_FOUND when the user is gone.
   */
  async execute(input: ChangePasswordInput): Promise<void> {
    const { users, hasher, sessions, clock } = this.deps;
    try {
      assertPasswordLength(input.newPassword);
    } catch (error) {
      if (error instanceof DomainError) {
        throw new DomainError(error.code, error.message, { field: 'newPassword' });
      }
      throw error;
    }
    const user = await users.findById(input.userId);
    if (!user) throw new DomainError('NOT_FOUND', 'User not found');
    if (!(await hasher.verify(input.currentPassword, user.passwordHash))) {
      throw new DomainError('VALIDATION_FAILED', CURRENT_PASSWORD_INCORRECT_MESSAGE, {
        field: 'currentPassword',
      });
    }
    const now = clock.now();
    await users.update(user.id, { passwordHash: await hasher.hash(input.newPassword), updatedAt: now });
    await sessions.destroyForUser(user.id, input.keepSessionId);
  }
}
