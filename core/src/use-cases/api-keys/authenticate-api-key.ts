import type { ApiKeyScope } from '../../domain/api-key.js';
import { DomainError } from '../../domain/errors.js';
import type { ApiKeyRepository } from '../../ports/api-key-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { Digest } from '../../ports/digest.js';
import type { RateLimitStore } from '../../ports/rate-limit-store.js';
import { API_REQUESTS_PER_KEY } from '../../rules/abuse-budgets.js';
import { secondsLeftInWindow } from '../../rules/fixed-window.js';
import { apiKeyPrefixOf, bearerTokenOf, constantTimeEqual } from '../../rules/api-key-format.js';
import { spendBudgetCounted } from '../abuse/spend-budget.js';
import type { Actor } from '../accounts/tenancy.js';

/** Who calls /api/v1: the key's organisation, acting as the member who made the key. */
export interface ApiCaller {
  keyId: string;
  scope: ApiKeyScope;
  actor: Actor & { organisationId: string };
  /** The key's budget after this request: the RateLimit header fields (docs/behaviour/platform.md §15). */
  rateLimit: ApiRateLimit;
}

/** A key's requests per window, what is left of it and the seconds until it refills. */
export interface ApiRateLimit {
  limit: number;
  windowSeconds: number;
  remaining: number;
  resetSeconds: number;
}

/** The window of a key's request budget (API_REQUESTS_PER_KEY), in ms. */
export const API_KEY_WINDOW_MS = API_REQUESTS_PER_KEY.windowMs ?? 60_000;

/** Last use is written at most once a minute per key, not on every request. */
export const LAST_USE_RESOLUTION_MS = 60_000;

export const API_AUTH_MESSAGES = {
  missing: 'Send your API key as "Authorization: Bearer sk_live_…".',
  invalid: 'This API key is not valid or was revoked.',
  readOnly: 'This API key may only read; create a read_write key to change data.',
  rateLimited: (wait: string) => `Too many requests with this API key. Please try again in ${wait}.`,
} as const;

/**
 * Resolves the `Authorization` header of an /api/v1 call to its key (docs/behaviour/platform.md
 * §14). Anything but a live key of the right form is UNAUTHENTICATED with one message, so a
 * caller cannot tell a revoked key from a wrong one. Each key has its own fixed-window budget.
 */
export class AuthenticateApiKey {
  constructor(
    private readonly deps: {
      keys: ApiKeyRepository;
      digest: Digest;
      clock: Clock;
      rateLimits: RateLimitStore;
    },
  ) {}

  /**
   * `onKey` hears of the key as soon as it is known to be live, before its rate limit is spent, so
   * the call is recorded (docs/behaviour/platform.md §14) even when the limit refuses it.
   */
  async execute(
    authorization: string | undefined,
    onKey?: (key: { id: string; organisationId: string }) => void,
  ): Promise<ApiCaller> {
    const token = bearerTokenOf(authorization);
    if (token === null) throw new DomainError('UNAUTHENTICATED', API_AUTH_MESSAGES.missing);
    const prefix = apiKeyPrefixOf(token);
    const key = prefix === null ? null : await this.deps.keys.findByPrefix(prefix);
    const hash = this.deps.digest.sha256Hex(token);
    if (!key || key.revokedAt !== null || !constantTimeEqual(hash, key.secretHash)) {
      throw new DomainError('UNAUTHENTICATED', API_AUTH_MESSAGES.invalid);
    }
    onKey?.({ id: key.id, organisationId: key.organisationId });
    const now = this.deps.clock.now();
    const used = await spendBudgetCounted(
      this.deps.rateLimits,
      `budget:api:key:${key.id}`,
      API_REQUESTS_PER_KEY,
      now,
      {
        message: API_AUTH_MESSAGES.rateLimited,
      },
    );
    if (!key.lastUsedAt || now.getTime() - key.lastUsedAt.getTime() >= LAST_USE_RESOLUTION_MS) {
      await this.deps.keys.touch(key.id, now);
    }
    return {
      keyId: key.id,
      scope: key.scope,
      actor: { userId: key.createdBy ?? key.id, organisationId: key.organisationId, isAdmin: false },
      rateLimit: {
        limit: API_REQUESTS_PER_KEY.max,
        windowSeconds: API_KEY_WINDOW_MS / 1000,
        remaining: Math.max(0, API_REQUESTS_PER_KEY.max - used),
        resetSeconds: secondsLeftInWindow(now, API_KEY_WINDOW_MS),
      },
    };
  }
}

/** FORBIDDEN unless the caller's key may change data. */
export function requireWriteScope(caller: ApiCaller): void {
  if (caller.scope !== 'read_write') throw new DomainError('FORBIDDEN', API_AUTH_MESSAGES.readOnly);
}
