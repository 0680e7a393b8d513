import type { JsonValue } from './json.js';

/**
 * Safe retries of /api/v1 (docs/behaviour/platform.md §15): the first answer to a POST carrying an
 * `Idempotency-Key`, kept per organisation and key for IDEMPOTENCY_KEY_TTL_MS so a retry of the
 * same request gets it again instead of acting twice.
 */

/** How long a key and its answer are kept: a day covers any client's retry schedule. */
export const IDEMPOTENCY_KEY_TTL_MS = 24 * 60 * 60 * 1000;

/**
 * How long a claim holds while its request runs. A process that dies mid-request leaves its claim;
 * after this another request with the key may take it over. Longer than any write of the API takes
 * (500 invitations mailed one by one), short enough that a retry after a crash is not stuck long.
 */
export const IDEMPOTENCY_LEASE_MS = 2 * 60 * 1000;

/** An answer as it is replayed: its status, JSON body and the headers that describe it. */
export interface IdempotentAnswer {
  status: number;
  body: JsonValue | null;
  /** Lower-case names: `etag`, `location`. */
  headers: Record<string, string>;
}

/**
 * A key in use: `running` while its first request runs (a claim), `done` once that request
 * succeeded and its answer is kept. `fingerprint` identifies the request (method, path, body).
 */
export interface IdempotencyRecord {
  organisationId: string;
  key: string;
  fingerprint: string;
  state: 'running' | 'done';
  answer: IdempotentAnswer | null;
  createdAt: Date;
  expiresAt: Date;
  /** A running claim may be taken over from this instant (its request is presumed dead). */
  leaseUntil: Date;
}
