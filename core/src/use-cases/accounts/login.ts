import { DomainError } from '../../domain/errors.js';
import type { User } from '../../domain/user.js';
import type { Clock } from '../../ports/clock.js';
import type { PasswordHasher } from '../../ports/password-hasher.js';
import type { RateLimitStore } from '../../ports/rate-limit-store.js';
import type { UserRepository } from '../../ports/user-repository.js';
import { normaliseEmail } from './credentials.js';
import { countAttempt, LOGIN_ACCOUNT_LIMIT, LOGIN_ADDRESS_LIMIT, loginKeys } from './login-rate-limit.js';
import type { FixedWindowLimit } from './login-rate-limit.js';

/** One message for unknown accounts and wrong passwords, so answers do not reveal who has an account. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/** Ports and limits of sign-in. */
export interface LoginDeps {
  users: UserRepository;
  hasher: PasswordHasher;
  rateLimits: RateLimitStore;
  clock: Clock;
  /** Defaults: LOGIN_ACCOUNT_LIMIT and LOGIN_ADDRESS_LIMIT. */
  accountLimit?: FixedWindowLimit;
  addressLimit?: FixedWindowLimit;
}

/** What a sign-in attempt carries. */
export interface LoginInput {
  email: string;
  password: string;
  /** The client's address (from the socket or a trusted proxy); null skips the per-address limit. */
  clientAddress: string | null;
}

/** POST /api/login: checks credentials under rate limits and records the sign-in time. */
export class LoginUser {
  private dummyHash: Promise<string> | null = null;

  constructor(private readonly deps: LoginDeps) {}

  /** Errors: RATE_LIMITED (details.retryAfterSeconds), INVALID_CREDENTIALS. */
  async execute(input: LoginInput): Promise<User> {
    const { users, hasher, rateLimits, clock } = this.deps;
    const now = clock.now();
    const email = normaliseEmail(input.email);
    if (input.clientAddress) {
      const limit = this.deps.addressLimit ?? LOGIN_ADDRESS_LIMIT;
      await countAttempt(rateLimits, loginKeys.address(input.clientAddress), limit, now);
    }
    // Counted for unknown emails too, so limits behave the same whether or not an account exists.
    await countAttempt(
      rateLimits,
      loginKeys.account(email),
      this.deps.accountLimit ?? LOGIN_ACCOUNT_LIMIT,
      now,
    );

    const user = await users.findByEmail(email);
    // Without an account, still verify against a dummy hash so response times match.
    const hash = user?.passwordHash ?? (await this.dummy());
    const valid = await hasher.verify(input.password, hash);
    if (!user || !valid) throw new DomainError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);

    await rateLimits.reset(loginKeys.account(email));
    const updated = await users.update(user.id, { lastSignInAt: now, updatedAt: now });
    return updated ?? user;
  }

  /** A real hash of a throwaway password, made once per instance (same cost as real hashes). */
  private dummy(): Promise<string> {
    this.dummyHash ??= this.deps.hasher.hash('sauti-timing-equaliser-not-a-password');
    return this.dummyHash;
  }
}
