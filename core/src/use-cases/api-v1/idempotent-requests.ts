import { DomainError } from '../../domain/errors.js';
import {
  IDEMPOTENCY_KEY_TTL_MS,
  IDEMPOTENCY_LEASE_MS,
  type IdempotentAnswer,
} from '../../domain/idempotency.js';
import type { Clock } from '../../ports/clock.js';
import type { IdempotencyStore } from '../../ports/idempotency-store.js';
import { IDEMPOTENCY_MESSAGES } from '../../rules/idempotency-key.js';

/** One request under a key: its organisation, the key and the digest of what it asks. */
export interface IdempotentRequest {
  organisationId: string;
  key: string;
  fingerprint: string;
}

/** Retry in a second: a claimed request usually answers within one. */
const IN_PROGRESS_RETRY_SECONDS = 1;

/**
 * Runs a POST of /api/v1 at most once per organisation and `Idempotency-Key`
 * (docs/behaviour/platform.md §15). The first request claims the key (one row, inserted by one
 * request only, however many arrive at once); while it runs, another with the key is told to retry
 * (IDEMPOTENCY_IN_PROGRESS); once it succeeded, the same request gets its answer again
 * (`replayed`), and a different request with the key is refused (IDEMPOTENCY_KEY_REUSED). A request
 * that fails gives the key back: Sauti's writes change nothing when they fail, so the retry may
 * simply run. Keys are kept IDEMPOTENCY_KEY_TTL_MS.
 */
export class IdempotentRequests {
  constructor(private readonly deps: { store: IdempotencyStore; clock: Clock }) {}

  async run(
    request: IdempotentRequest,
    handle: () => Promise<IdempotentAnswer>,
  ): Promise<{ answer: IdempotentAnswer; replayed: boolean }> {
    const { store, clock } = this.deps;
    const { organisationId, key, fingerprint } = request;
    const now = clock.now();
    const claim = await store.claim({
      organisationId,
      key,
      fingerprint,
      now,
      expiresAt: new Date(now.getTime() + IDEMPOTENCY_KEY_TTL_MS),
      leaseUntil: new Date(now.getTime() + IDEMPOTENCY_LEASE_MS),
    });
    if (!claim.claimed) {
      const { record } = claim;
      if (record.fingerprint !== fingerprint) {
        throw new DomainError('IDEMPOTENCY_KEY_REUSED', IDEMPOTENCY_MESSAGES.reused, {
          field: 'Idempotency-Key',
        });
      }
      if (record.state === 'running' || !record.answer) {
        throw new DomainError('IDEMPOTENCY_IN_PROGRESS', IDEMPOTENCY_MESSAGES.inProgress, {
          field: 'Idempotency-Key',
          retryAfterSeconds: IN_PROGRESS_RETRY_SECONDS,
        });
      }
      return { answer: record.answer, replayed: true };
    }
    let answer: IdempotentAnswer;
    try {
      answer = await handle();
    } catch (error) {
      await store.release(organisationId, key, fingerprint);
      throw error;
    }
    if (answer.status >= 200 && answer.status < 300) {
      await store.complete(organisationId, key, fingerprint, answer);
    } else {
      await store.release(organisationId, key, fingerprint);
    }
    return { answer, replayed: false };
  }

  /** Removes the keys past their day; resolves with how many (the workers' sweep). */
  async purge(): Promise<number> {
    const now = this.deps.clock.now();
    let removed = 0;
    for (;;) {
      const batch = await this.deps.store.deleteExpired(now, PURGE_BATCH);
      removed += batch;
      if (batch < PURGE_BATCH) return removed;
    }
  }
}

/** Keys one purge statement removes; it goes on until none is left. */
const PURGE_BATCH = 5_000;
