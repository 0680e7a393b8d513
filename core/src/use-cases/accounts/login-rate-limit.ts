import { DomainError } from '../../domain/errors.js';
import type { RateLimitStore } from '../../ports/rate-limit-store.js';
import { secondsLeftInWindow, waitText, windowStart } from '../../rules/fixed-window.js';

/** A fixed-window limit: at most `maxAttempts` failed sign-ins per window of `windowMs`. */
export interface FixedWindowLimit {
  maxAttempts: number;
  windowMs: number;
}

const FIFTEEN_MINUTES = 15 * 60_000;

/**
 * Failures for one account from one address (IPv6 /64): 10 per 15 minutes. Only that pair is
 * refused afterwards, so an attacker elsewhere cannot lock the owner out; the owner's own known
 * device is never counted here.
 */
export const LOGIN_PAIR_LIMIT: FixedWindowLimit = { maxAttempts: 10, windowMs: FIFTEEN_MINUTES };

/**
 * Failures from one address across accounts: 50 per 15 minutes, against password spraying.
 * Successes do not count (colleagues behind one office NAT sign in all day).
 */
export const LOGIN_ADDRESS_LIMIT: FixedWindowLimit = { maxAttempts: 50, windowMs: FIFTEEN_MINUTES };

/**
 * Failures for one account from every device it does not know: 100 per 15 minutes, against a
 * guessing botnet. A device that signed in to the account before is let through even then.
 */
export const LOGIN_ACCOUNT_LIMIT: FixedWindowLimit = { maxAttempts: 100, windowMs: FIFTEEN_MINUTES };

/** Failures from one known device: 10 per 15 minutes (a stolen device cookie guesses no faster). */
export const LOGIN_DEVICE_LIMIT: FixedWindowLimit = { maxAttempts: 10, windowMs: FIFTEEN_MINUTES };

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
