import type { Middleware } from 'koa';
import { z } from 'zod';
import { isDomainError } from '@sauti/core/domain/errors';
import type { ApiErrorBody } from '@sauti/core/contract/errors';
import type { Logger } from '@sauti/adapters/system/logger';
import { DATABASE_UNAVAILABLE_MESSAGE, isDatabaseUnavailable } from './database-unavailable.js';
import { CODE_BY_STATUS, STATUS_BY_CODE } from './status-table.js';

/** How long a client is told to wait while the database is unreachable (a restart takes seconds). */
const DATABASE_RETRY_AFTER_SECONDS = 2;

interface HttpLikeError {
  status?: number;
  statusCode?: number;
  expose?: boolean;
  message?: string;
}

/** Human text for failures of the HTTP layer itself, where the library's own words are unhelpful. */
const HTTP_MESSAGES: Record<number, string> = {
  400: 'The request body could not be read. Send valid JSON or form data.',
  413: 'The request is too large.',
  415: 'This content type is not accepted here.',
};

/** Turns any thrown value into `{status, body}`; unknown failures become a logged, stack-free 500. */
export function toErrorResponse(error: unknown, logger: Logger): { status: number; body: ApiErrorBody } {
  if (isDomainError(error)) {
    return {
      status: STATUS_BY_CODE[error.code],
      body: { error: error.code, message: error.message, ...error.details },
    };
  }
  if (error instanceof z.ZodError) {
    const issues = error.issues.map((i) => ({ path: i.path.join('.'), message: i.message }));
    return {
      status: 400,
      body: { error: 'VALIDATION_FAILED', message: issues[0]?.message ?? 'Invalid request', issues },
    };
  }
  const http = (error ?? {}) as HttpLikeError;
  const status = http.status ?? http.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const code = CODE_BY_STATUS[status] ?? 'VALIDATION_FAILED';
    const message = HTTP_MESSAGES[status] ?? (http.expose && http.message ? http.message : 'Bad request');
    return { status, body: { error: code, message } };
  }
  if (isDatabaseUnavailable(error)) {
    // Not a bug: the database is restarting or down. No stack in the log, a retryable answer.
    logger.warn(`database unreachable while serving a request: ${String((error as Error).message ?? error)}`);
    return {
      status: 503,
      body: {
        error: 'UNAVAILABLE',
        message: DATABASE_UNAVAILABLE_MESSAGE,
        retryAfterSeconds: DATABASE_RETRY_AFTER_SECONDS,
      },
    };
  }
  logger.error('unhandled error while serving a request', error);
  return {
    status: 500,
    body: {
      error: 'INTERNAL_ERROR',
      message: 'Something went wrong on our end. Please try again in a moment.',
    },
  };
}

/** Koa middleware: every failure answers `{ error: CODE, message }` with the status of the table. */
export function errorHandler(logger: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const { status, body } = toErrorResponse(error, logger);
      ctx.status = status;
      ctx.body = body;
      if (
        (status === 409 || status === 429 || status === 503) &&
        typeof body.retryAfterSeconds === 'number'
      ) {
        ctx.set('Retry-After', String(Math.ceil(body.retryAfterSeconds)));
      }
    }
  };
}
