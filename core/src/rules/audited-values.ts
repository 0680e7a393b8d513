import type { JsonObject, JsonValue } from '../domain/json.js';

/** What an audit keeps instead of a secret. */
export const REDACTED = '[redacted]';

/**
 * Field names whose values are secrets: passwords (current, new, confirmation), tokens (reset,
 * confirmation, invitation), API keys. Matched anywhere in the name, case-insensitively, at any depth.
 */
const SECRET_NAME = /pass(word|code|phrase)|token|secret|api_?key|credential|otp/i;

/** A stored text longer than this keeps its start and says how long it was (job descriptions, CVs). */
export const AUDITED_TEXT_LIMIT = 200;
/** At most this many items of a list, and fields of an object, are kept. */
export const AUDITED_ITEMS_LIMIT = 20;
const DEPTH_LIMIT = 4;

export const isSecretName = (name: string): boolean => SECRET_NAME.test(name);

function kept(value: unknown, depth: number): JsonValue {
  if (value === null || typeof value === 'boolean') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? value : String(value);
  if (typeof value === 'string')
    return value.length <= AUDITED_TEXT_LIMIT
      ? value
      : `${value.slice(0, AUDITED_TEXT_LIMIT)}… (${value.length} characters)`;
  if (depth >= DEPTH_LIMIT) return '…';
  if (Array.isArray(value)) {
    const items = value.slice(0, AUDITED_ITEMS_LIMIT).map((item) => kept(item, depth + 1));
    if (value.length > AUDITED_ITEMS_LIMIT) items.push(`… (${value.length} items)`);
    return items;
  }
  if (typeof value === 'object') return fields(value as Record<string, unknown>, depth + 1);
  return String(value);
}

function fields(value: Record<string, unknown>, depth: number): JsonObject {
  // fromEntries makes every name an own field ('__proto__' included, which assignment would not).
  return Object.fromEntries(
    Object.entries(value)
      .slice(0, AUDITED_ITEMS_LIMIT)
      .filter(([, item]) => item !== undefined)
      .map(([name, item]) => [name, isSecretName(name) ? REDACTED : kept(item, depth)]),
  ) as JsonObject;
}

/**
 * The new values of an action taken while impersonating, as the audit keeps them: the fields the
 * request sent, each secret replaced by REDACTED, long texts and lists cut short (the audit says
 * what changed, it is not a second copy of the data). Null when the request sent no fields.
 */
export function auditedValues(body: unknown): JsonObject | null {
  if (body === null || typeof body !== 'object' || Array.isArray(body)) return null;
  const out = fields(body as Record<string, unknown>, 0);
  return Object.keys(out).length > 0 ? out : null;
}
