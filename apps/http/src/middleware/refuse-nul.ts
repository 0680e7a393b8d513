import type { Middleware } from 'koa';
import { DomainError } from '@sauti/core/domain/errors';

/** What a request is told when a text it sent holds a NUL character. */
export const NUL_TEXT_MESSAGE = 'Text may not contain NUL characters.';

/** Deepest nesting of a JSON body that is searched (bodies are bounded at 1 MB anyway). */
const MAX_DEPTH = 32;

/** True when `value` is, or holds at any depth (keys included), a string with a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > MAX_DEPTH || value === null || typeof value !== 'object') return false;
  if (Array.isArray(value)) return value.some((item) => containsNul(item, depth + 1));
  return Object.entries(value).some(([key, item]) => key.includes('\u0000') || containsNul(item, depth + 1));
}

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
 * carrying one is refused here, before any route: 404 when it is in the (decodable) path (an id
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
    if (containsNul(ctx.request.body)) throw new DomainError('VALIDATION_FAILED', NUL_TEXT_MESSAGE);
    await next();
  };
}
