import fc from 'fast-check';
import * as sdk from 'openai';
import { describe, expect, it } from 'vitest';
import {
  backoffDelayMs,
  DEFAULT_BACKOFF,
  InvalidOutputError,
  isRetryable,
  retryAfterMsOf,
} from './retry-policy.js';

// The SDK's error classes, as the chat client hands them to the policy once it has loaded `openai`.
const { APIConnectionTimeoutError, APIError, APIUserAbortError } = sdk;

const apiError = (status: number, headers?: Record<string, string>) =>
  APIError.generate(status, { message: 'x' }, 'x', new Headers(headers));

describe('backoffDelayMs', () => {
  const policy = fc.record({
    baseDelayMs: fc.integer({ min: 1, max: 2_000 }),
    maxDelayMs: fc.integer({ min: 1, max: 60_000 }),
  });

  it('waits between half and all of min(max, base * 2^retry), whatever the jitter', () => {
    fc.assert(
      fc.property(
        policy,
        fc.integer({ min: 0, max: 20 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (p, retry, random) => {
          const nominal = Math.min(p.maxDelayMs, p.baseDelayMs * 2 ** retry);
          const delay = backoffDelayMs(p, retry, random);
          return delay >= nominal / 2 && delay <= nominal;
        },
      ),
    );
  });

  it('doubles from one retry to the next until the cap', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5 }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (retry, random) => {
          const policy = { baseDelayMs: 100, maxDelayMs: 1_000_000 };
          return backoffDelayMs(policy, retry + 1, random) === 2 * backoffDelayMs(policy, retry, random);
        },
      ),
    );
  });

  it('honours a longer Retry-After, but never beyond the cap', () => {
    expect(backoffDelayMs({ baseDelayMs: 100, maxDelayMs: 8_000 }, 0, 0, 3_000)).toBe(3_000);
    expect(backoffDelayMs({ baseDelayMs: 100, maxDelayMs: 8_000 }, 0, 0, 60_000)).toBe(8_000);
    expect(backoffDelayMs({ baseDelayMs: 1_000, maxDelayMs: 8_000 }, 0, 1, 10)).toBe(1_000);
  });

  it('defaults to 0.5 s doubling up to 8 s', () => {
    expect(DEFAULT_BACKOFF).toEqual({ baseDelayMs: 500, maxDelayMs: 8_000 });
  });
});

describe('isRetryable', () => {
  it.each([408, 409, 429, 500, 502, 503, 504])('retries HTTP %i', (status) => {
    expect(isRetryable(apiError(status), sdk)).toBe(true);
  });

  it.each([400, 401, 403, 404, 422])('does not retry HTTP %i', (status) => {
    expect(isRetryable(apiError(status), sdk)).toBe(false);
  });

  it('retries timeouts, invalid output and unknown failures, not a caller abort', () => {
    expect(isRetryable(new APIConnectionTimeoutError(), sdk)).toBe(true);
    expect(isRetryable(new InvalidOutputError('bad'), sdk)).toBe(true);
    expect(isRetryable(new SyntaxError('Unexpected token <'), sdk)).toBe(true);
    expect(isRetryable(new APIUserAbortError(), sdk)).toBe(false);
  });
});

describe('retryAfterMsOf', () => {
  it('reads retry-after-ms, retry-after seconds and an HTTP date', () => {
    expect(retryAfterMsOf(apiError(429, { 'retry-after-ms': '250' }), 0, sdk)).toBe(250);
    expect(retryAfterMsOf(apiError(429, { 'retry-after': '2' }), 0, sdk)).toBe(2_000);
    const now = Date.parse('2026-01-01T00:00:00Z');
    expect(retryAfterMsOf(apiError(503, { 'retry-after': 'Thu, 01 Jan 2026 00:00:05 GMT' }), now, sdk)).toBe(
      5_000,
    );
    expect(retryAfterMsOf(apiError(429), 0, sdk)).toBeUndefined();
    expect(retryAfterMsOf(new Error('x'), 0, sdk)).toBeUndefined();
  });
});
