/**
 * The sign-in limits: failed attempts counted per account and address, per address, per account
 * and per known device, each in fixed 15-minute windows (docs/behaviour/platform.md §10, "Sign-in").
 */

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
