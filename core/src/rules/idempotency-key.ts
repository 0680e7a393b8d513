/**
 * The `Idempotency-Key` request header of /api/v1 (docs/behaviour/platform.md §15): what a key may
 * be, and the text a request's fingerprint is taken of, so a retry is recognised as the same
 * request whatever order its client wrote the JSON keys in.
 */
import type { JsonValue } from '../domain/json.js';

/** The longest key: a UUID is 36 characters; 255 leaves room for prefixed composite keys. */
export const IDEMPOTENCY_KEY_MAX = 255;

export const IDEMPOTENCY_MESSAGES = {
  required:
    'Send an Idempotency-Key header with every POST: a new unique value (e.g. a UUID) per operation, the same on each retry of it.',
  invalid: `Idempotency-Key must be 1-${IDEMPOTENCY_KEY_MAX} visible ASCII characters (no spaces).`,
  reused:
    'This Idempotency-Key was already used for a different request. Use a new key for a new operation, and the same body on a retry.',
  inProgress:
    'A request with this Idempotency-Key is still being processed. Retry in a moment to receive its answer.',
} as const;

/**
 * The key a header carries (the draft's structured-field string `"…"` or the bare text), or why it
 * cannot be one. Length is checked before the characters.
 */
export function idempotencyKeyOf(
  header: string | undefined,
): { key: string; problem?: never } | { key?: never; problem: string } {
  if (header === undefined || header === '') return { problem: IDEMPOTENCY_MESSAGES.required };
  const key =
    header.length >= 2 && header.startsWith('"') && header.endsWith('"') ? header.slice(1, -1) : header;
  if (key.length === 0 || key.length > IDEMPOTENCY_KEY_MAX || !/^[\x21-\x7e]+$/.test(key)) {
    return { problem: IDEMPOTENCY_MESSAGES.invalid };
  }
  return { key };
}

/** JSON with every object's keys in code-point order, so equal values give equal text. */
export function canonicalJson(value: JsonValue | undefined): string {
  if (value === undefined || value === null || typeof value !== 'object')
    return JSON.stringify(value ?? null);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value).sort();
  return `{${keys.map((k) => `${JSON.stringify(k)}:${canonicalJson(value[k])}`).join(',')}}`;
}

/** What a request's fingerprint is the digest of: its method, path and body. */
export function fingerprintText(method: string, path: string, body: JsonValue | undefined): string {
  return `${method.toUpperCase()} ${path}\n${canonicalJson(body)}`;
}
