import type { Middleware } from 'koa';
import { koaBody } from 'koa-body';
import { DomainError } from '@sauti/core/domain/errors';

/** What a client is told when its body cannot be decoded (e.g. a gzip header on plain bytes). */
export const UNREADABLE_BODY_MESSAGE = 'The request body could not be read. Send valid JSON or form data.';

/**
 * JSON bodies only (multipart routes parse their own uploads with per-kind limits). Failures of
 * the parser are the client's: the library marks most with a 4xx status, but a body whose
 * Content-Encoding does not decode fails inside zlib without one, which would read as our 500.
 * Errors of the routes below pass through untouched.
 */
export function jsonBody(): Middleware {
  const parse = koaBody({
    json: true,
    jsonStrict: true,
    jsonLimit: '1mb',
    multipart: false,
    urlencoded: false,
    text: false,
  });
  return async (ctx, next) => {
    let parsed = false;
    try {
      await parse(ctx, () => {
        parsed = true;
        return next();
      });
    } catch (error) {
      if (parsed) throw error;
      // The rest of a body that failed to parse may still be arriving; left unread on a kept-alive
      // connection it stalls the client's next request, so this connection ends with the answer.
      ctx.set('Connection', 'close');
      if (hasClientStatus(error)) throw error;
      throw new DomainError('VALIDATION_FAILED', UNREADABLE_BODY_MESSAGE);
    }
  };
}

function hasClientStatus(error: unknown): boolean {
  const status = (error as { status?: unknown } | null)?.status;
  return typeof status === 'number' && status >= 400 && status < 500;
}
