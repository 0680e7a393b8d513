import type { Middleware } from 'koa';
import { DomainError } from '@sauti/core/domain/errors';

/** What a request is told when a text it sent holds a NUL character. */
export const NUL_TEXT_MESSAGE = 'Text may not contain NUL characters.';

/** Deepest nesting of a JSON body that is searched (bodies are bounded at 1 MB anyway). */
const MAX_DEPTH = 32;

/**
 * Where the first NUL character of `value` is, at any depth (keys included): its dotted path
 * (`''` for `value` itself, the key's path for a key that holds one), or null when there is none.
 */
export function nulPath(value: unknown, depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? '' : null;
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const inner = key.includes('\u0000') ? '' : nulPath(item, depth + 1);
    if (inner !== null) return inner === '' ? key : `${key}.${inner}`;
  }
  return null;
}

/** True when `value` is, or holds at any depth (keys included), a string with a NUL character. */
export const containsNul = (value: unknown): boolean => nulPath(value) !== null;

function decodes(text: string): string | null {
  try {
    return decodeURIComponent(text);
  } catch {
    return null;
  }
}

/**
 * PostgreSQL cannot store NUL in text, and the embedded server's socket answers one with a
 * protocol error that reads like an outage. No id or text of ours may hold one, so a request
 * carrying one is refused here, before any route (naming the body's `field` that holds it): 404 when it is in the (decodable) path (an id
 * that cannot exist), 400 when it is in the query or a parsed body (multipart fields are checked by
 * `multipart()` after parsing). Mounted after the JSON parser.
 */
export function refuseNul(): Middleware {
  return async (ctx, next) => {
    const path = decodes(ctx.path);
    if (path?.includes('\u0000')) {
      throw new DomainError('NOT_FOUND', 'Not found');
    }
    if (ctx.querystring && containsNul(ctx.query)) {
      throw new DomainError('VALIDATION_FAILED', NUL_TEXT_MESSAGE);
    }
    const field = nulPath(ctx.request.body);
    if (field !== null) {
      throw new DomainError('VALIDATION_FAILED', NUL_TEXT_MESSAGE, field ? { field } : undefined);
    }
    await next();
  };
}
