import { DomainError } from '../../domain/errors.js';
import type { User } from '../../domain/user.js';
import type { Clock } from '../../ports/clock.js';
import type { Ids } from '../../ports/ids.js';
import type { Digest } from '../../ports/digest.js';
import type { PasswordHasher } from '../../ports/password-hasher.js';
import type { RateLimitStore } from '../../ports/rate-limit-store.js';
import type { TrustedDeviceRepository } from '../../ports/trusted-device-repository.js';
import type { UserRepository } from '../../ports/user-repository.js';
import { normaliseEmail } from './credentials.js';
import {
  LOGIN_ACCOUNT_LIMIT,
  LOGIN_ADDRESS_LIMIT,
  LOGIN_DEVICE_LIMIT,
  LOGIN_PAIR_LIMIT,
} from '../../rules/login-limits.js';
import { assertUnderLimits, countFailure, loginKeys, type LoginCounter } from './login-rate-limit.js';

/** One message for unknown accounts and wrong passwords, so answers do not reveal who has an account. */
export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';

/** A device cookie is 43 URL-safe random characters and is remembered for 180 days. */
export const DEVICE_TOKEN_LENGTH = 43;
export const DEVICE_LIFETIME_MS = 180 * 24 * 60 * 60_000;

/** Ports of sign-in. */
export interface LoginDeps {
  users: UserRepository;
  devices: TrustedDeviceRepository;
  hasher: PasswordHasher;
  digest: Digest;
  rateLimits: RateLimitStore;
  clock: Clock;
  ids: Ids;
}

/** What a sign-in attempt carries. */
export interface LoginInput {
  email: string;
  password: string;
  /** The client's address key (IPv4, IPv6 /64); null skips the per-address limits. */
  clientAddress: string | null;
  /** The token of the device cookie, if the browser sent one. */
  deviceToken?: string | null;
}

/** A signed-in user, and a new device token to set when the device was not known yet. */
export interface SignedIn {
  user: User;
  newDeviceToken: string | null;
}

/**
 * POST /api/login. Failures are counted per (account, address), per address and per account;
 * a device that signed in to the account before counts only against itself, so failures by
 * anyone else never lock the owner out. Records the sign-in time.
 */
export class LoginUser {
  private dummyHash: Promise<string> | null = null;

  constructor(private readonly deps: LoginDeps) {}

  /** Errors: RATE_LIMITED (details.retryAfterSeconds), INVALID_CREDENTIALS. */
  async execute(input: LoginInput): Promise<SignedIn> {
    const { users, hasher, rateLimits, clock, digest } = this.deps;
    const now = clock.now();
    const email = normaliseEmail(input.email);
    const user = await users.findByEmail(email);
    const deviceHash = input.deviceToken ? digest.sha256Hex(input.deviceToken) : null;
    const knownDevice =
      user !== null &&
      deviceHash !== null &&
      (await this.deps.devices.findUserId(deviceHash, now)) === user.id;
    const counters = this.countersFor(email, input.clientAddress, knownDevice ? deviceHash : null);
    await assertUnderLimits(rateLimits, counters, now);

    // Without an account, verify against a dummy hash, so timings match. A registration holds no
    // password (it is chosen on the confirmation page), so an unconfirmed address is unknown here.
    const hash = user?.passwordHash ?? (await this.dummy());
    const valid = await hasher.verify(input.password, hash);
    if (!user || !valid) {
      await countFailure(rateLimits, counters, now);
      throw new DomainError('INVALID_CREDENTIALS', INVALID_CREDENTIALS_MESSAGE);
    }

    for (const { key } of counters.filter(
      (c) => c.key.startsWith('login:pair:') || c.key.startsWith('login:device:'),
    ))
      await rateLimits.reset(key);
    const updated = (await users.update(user.id, { lastSignInAt: now, updatedAt: now })) ?? user;
    return { user: updated, newDeviceToken: knownDevice ? null : await this.rememberDevice(user.id, now) };
  }

  private countersFor(email: string, address: string | null, deviceHash: string | null): LoginCounter[] {
    if (deviceHash) return [{ key: loginKeys.device(deviceHash), limit: LOGIN_DEVICE_LIMIT }];
    const counters: LoginCounter[] = [{ key: loginKeys.account(email), limit: LOGIN_ACCOUNT_LIMIT }];
    if (address) {
      counters.unshift(
        { key: loginKeys.pair(email, address), limit: LOGIN_PAIR_LIMIT },
        { key: loginKeys.address(address), limit: LOGIN_ADDRESS_LIMIT },
      );
    }
    return counters;
  }

  private async rememberDevice(userId: string, now: Date): Promise<string> {
    const token = this.deps.ids.newToken(DEVICE_TOKEN_LENGTH);
    await this.deps.devices.add({
      tokenHash: this.deps.digest.sha256Hex(token),
      userId,
      createdAt: now,
      expiresAt: new Date(now.getTime() + DEVICE_LIFETIME_MS),
    });
    return token;
  }

  /** A real hash of a throwaway password, made once per instance (same cost as real hashes). */
  private dummy(): Promise<string> {
    this.dummyHash ??= this.deps.hasher.hash('sauti-timing-equaliser-not-a-password');
    return this.dummyHash;
  }
}
