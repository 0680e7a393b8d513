import { DomainError } from '../../domain/errors.js';
import type { RateLimitStore } from '../../ports/rate-limit-store.js';
import { secondsLeftInWindow, waitText, windowStart } from '../../rules/fixed-window.js';
import type { FixedWindowLimit } from '../../rules/login-limits.js';

/** The refusal text: 'Too many sign-in attempts. Please wait N minutes and try again.' */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  return `Too many sign-in attempts. Please wait ${waitText(retryAfterSeconds)} and try again.`;
}

/** Store keys of the sign-in counters. */
export const loginKeys = {
  pair: (email: string, address: string) => `login:pair:${email}:${address}`,
  address: (address: string) => `login:address:${address}`,
  account: (email: string) => `login:account:${email}`,
  device: (tokenHash: string) => `login:device:${tokenHash}`,
};

/** One counter a sign-in attempt is checked against. */
export interface LoginCounter {
  key: string;
  limit: FixedWindowLimit;
}

/**
 * Throws RATE_LIMITED (details.retryAfterSeconds: until the window ends) when one of `counters`
 * already holds its limit of failures. Checking counts nothing: only failures are counted
 * (`countFailure`), so a successful sign-in never uses up anyone's allowance.
 */
export async function assertUnderLimits(
  store: RateLimitStore,
  counters: LoginCounter[],
  now: Date,
): Promise<void> {
  for (const { key, limit } of counters) {
    if ((await store.peek(key, windowStart(now, limit.windowMs))) < limit.maxAttempts) continue;
    const retryAfterSeconds = secondsLeftInWindow(now, limit.windowMs);
    throw new DomainError('RATE_LIMITED', rateLimitedMessage(retryAfterSeconds), { retryAfterSeconds });
  }
}

/** Counts one failed attempt against each of `counters`. */
export async function countFailure(
  store: RateLimitStore,
  counters: LoginCounter[],
  now: Date,
): Promise<void> {
  for (const { key, limit } of counters) await store.hit(key, windowStart(now, limit.windowMs));
}
