import type * as OpenAiSdk from 'openai';

/**
 * The SDK's error classes, handed over by the client that imported `openai`. This module does
 * not import it: the built-in evaluator's path loads this module (for InvalidOutputError), and
 * `openai` is ~30 MiB of RSS a server without a model should not carry (docs/performance.md).
 */
export type SdkErrors = Pick<typeof OpenAiSdk, 'APIError' | 'APIConnectionError' | 'APIUserAbortError'>;

/** How an attempt that failed in a passing way is retried. */
export interface RetryPolicy {
  /** Retries after the first attempt (LLM_MAX_RETRIES). */
  maxRetries: number;
  /** The first backoff; each retry doubles it. */
  baseDelayMs: number;
  /** No single wait exceeds this (nor a server's Retry-After). */
  maxDelayMs: number;
}

export const DEFAULT_BACKOFF = { baseDelayMs: 500, maxDelayMs: 8_000 } as const;

/**
 * The wait before retry number `retry` (0 for the first retry): exponential, capped, with "equal
 * jitter" — half fixed, half random — so clients that failed together do not retry together,
 * yet each wait stays at least half the nominal one. A server's Retry-After wins when it is longer.
 */
export function backoffDelayMs(
  policy: Pick<RetryPolicy, 'baseDelayMs' | 'maxDelayMs'>,
  retry: number,
  random: number,
  retryAfterMs?: number,
): number {
  const nominal = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** retry);
  const jittered = nominal / 2 + (nominal / 2) * random;
  if (retryAfterMs === undefined) return jittered;
  return Math.min(policy.maxDelayMs, Math.max(jittered, retryAfterMs));
}

/** The model answered, but not with JSON matching the expected schema. Worth another attempt. */
export class InvalidOutputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidOutputError';
  }
}

/**
 * Whether a failed attempt is worth repeating: rate limiting (429), server errors (5xx), 408/409,
 * network failures, timeouts, invalid output and bodies that are not JSON. Client errors such as
 * 400, 401 or 404 would fail the same way again.
 */
export function isRetryable(error: unknown, sdk: SdkErrors): boolean {
  if (error instanceof sdk.APIUserAbortError) return false;
  if (error instanceof sdk.APIConnectionError) return true;
  if (error instanceof sdk.APIError) {
    const status = error.status;
    return status === undefined || status === 408 || status === 409 || status === 429 || status >= 500;
  }
  return true;
}

/** A Retry-After (seconds or HTTP date) or retry-after-ms header in milliseconds, if the error carries one. */
export function retryAfterMsOf(error: unknown, now: number, sdk: SdkErrors): number | undefined {
  if (!(error instanceof sdk.APIError) || !error.headers) return undefined;
  const ms = Number(error.headers.get('retry-after-ms'));
  if (Number.isFinite(ms) && ms > 0) return ms;
  const header = error.headers.get('retry-after');
  if (!header) return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, date - now);
}
