import type { Context } from 'koa';
import { isDomainError } from '@sauti/core/domain/errors';
import { API_REQUESTS_PER_KEY } from '@sauti/core/rules/abuse-budgets';
import { API_KEY_WINDOW_MS, type ApiRateLimit } from '@sauti/core/use-cases/api-keys/authenticate-api-key';

/** The name of the key's quota policy in the fields. */
const POLICY = '"per-key"';

/**
 * The key's budget as the IETF draft "RateLimit header fields for HTTP"
 * (draft-ietf-httpapi-ratelimit-headers-09/-10) writes it (docs/behaviour/platform.md §15):
 * `RateLimit-Policy: "per-key";q=600;w=60` (the quota and its window, seconds) and
 * `RateLimit: "per-key";r=599;t=42` (what is left and the seconds until it refills).
 */
export function setRateLimitHeaders(ctx: Context, limit: ApiRateLimit): void {
  ctx.set('RateLimit-Policy', `${POLICY};q=${limit.limit};w=${limit.windowSeconds}`);
  ctx.set('RateLimit', `${POLICY};r=${limit.remaining};t=${limit.resetSeconds}`);
}

/** On a refusal of the key's budget: nothing left until the window ends (Retry-After says the same). */
export function setRateLimitRefusalHeaders(ctx: Context, error: unknown): void {
  if (!isDomainError(error) || error.code !== 'RATE_LIMITED') return;
  const retryAfter = Number(error.details?.retryAfterSeconds ?? API_KEY_WINDOW_MS / 1000);
  setRateLimitHeaders(ctx, {
    limit: API_REQUESTS_PER_KEY.max,
    windowSeconds: API_KEY_WINDOW_MS / 1000,
    remaining: 0,
    resetSeconds: retryAfter,
  });
}
