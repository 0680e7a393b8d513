import type { IdempotencyRecord, IdempotentAnswer } from '../domain/idempotency.js';

/** What a request asks for when it claims a key. */
export interface IdempotencyClaim {
  organisationId: string;
  key: string;
  fingerprint: string;
  now: Date;
  expiresAt: Date;
  leaseUntil: Date;
}

/**
 * The kept keys of /api/v1 (table `idempotency_keys`), one row per (organisation, key). Its
 * `claim` is the lock that makes two requests with one key at the same moment act once: only one
 * of them can insert the row, in every process at once.
 */
export interface IdempotencyStore {
  /**
   * Claims the key for a request: stores a running record unless a live one holds the key, and
   * answers `claimed`; otherwise answers the record that holds it. A record past its expiry, or a
   * running one past its lease, does not hold the key: it is replaced. Atomic across processes.
   */
  claim(claim: IdempotencyClaim): Promise<{ claimed: true } | { claimed: false; record: IdempotencyRecord }>;
  /** Keeps the successful answer of the claim `fingerprint` holds (nothing if it lost the claim). */
  complete(organisationId: string, key: string, fingerprint: string, answer: IdempotentAnswer): Promise<void>;
  /** Gives a running claim back (its request failed): the key can be used again. */
  release(organisationId: string, key: string, fingerprint: string): Promise<void>;
  /** Removes up to `limit` records that expired before `before`; resolves with how many. */
  deleteExpired(before: Date, limit: number): Promise<number>;
}
