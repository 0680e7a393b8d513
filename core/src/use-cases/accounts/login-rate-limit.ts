import { DomainError } from '../../domain/errors.js';
import type { RateLimitStore } from '../../ports/rate-limit-store.js';
import { windowStart } from '../abuse/spend-budget.js';

/** A fixed-window limit: at most `maxAttempts` counted attempts per window of `windowMs`. */
export interface FixedWindowLimit {
  maxAttempts: number;
  windowMs: number;
}

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * Per account (email, known or not): 10 attempts per 15-minute window. A successful sign-in
 * resets the counter, so in effect this counts failures since the last success.
 */
export const LOGIN_ACCOUNT_LIMIT: FixedWindowLimit = { maxAttempts: 10, windowMs: FIFTEEN_MINUTES };

/**
 * Per client address: 50 attempts per 15-minute window, successes included (the store cannot be
 * read without counting a hit, and colleagues behind one office NAT share an address, hence the
 * higher number). Stops password spraying across many accounts from one address.
 */
export const LOGIN_ADDRESS_LIMIT: FixedWindowLimit = { maxAttempts: 50, windowMs: FIFTEEN_MINUTES };

export { windowStart };

/** The refusal text: 'Too many sign-in attempts. Please wait N minutes and try again.' */
export function rateLimitedMessage(retryAfterSeconds: number): string {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many sign-in attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`;
}

/**
 * Counts one attempt against `key` and throws RATE_LIMITED (details.retryAfterSeconds: seconds
 * until the window ends) once the window holds more than `limit.maxAttempts`. Windows expire,
 * so nobody is locked out for longer than one window.
 */
export async function countAttempt(
  store: RateLimitStore,
  key: string,
  limit: FixedWindowLimit,
  now: Date,
): Promise<void> {
  const start = windowStart(now, limit.windowMs);
  const count = await store.hit(key, start);
  if (count <= limit.maxAttempts) return;
  const retryAfterSeconds = Math.max(1, Math.ceil((start.getTime() + limit.windowMs - now.getTime()) / 1000));
  throw new DomainError('RATE_LIMITED', rateLimitedMessage(retryAfterSeconds), { retryAfterSeconds });
}

/** Store keys of the sign-in counters. */
export const loginKeys = {
  account: (email: string) => `login:account:${email}`,
  address: (address: string) => `login:address:${address}`,
};
