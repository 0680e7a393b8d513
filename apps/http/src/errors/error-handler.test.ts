import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { DomainError, type ErrorCode } from '@sauti/core/domain/errors';
import { memoryLogger } from '@sauti/adapters/system/logger';
import { DATABASE_UNAVAILABLE_MESSAGE } from './database-unavailable.js';
import { toErrorResponse } from './error-handler.js';
import { STATUS_BY_CODE } from './status-table.js';

const codes = Object.keys(STATUS_BY_CODE) as ErrorCode[];

describe('toErrorResponse', () => {
  it('answers every domain error with its table status, its code and its message', () => {
    fc.assert(
      fc.property(fc.constantFrom(...codes), fc.string({ maxLength: 80 }), (code, message) => {
        const { status, body } = toErrorResponse(new DomainError(code, message), memoryLogger());
        return status === STATUS_BY_CODE[code] && body.error === code && body.message === message;
      }),
    );
  });

  it('maps the codes the web app reads to the statuses the spec expects', () => {
    expect(STATUS_BY_CODE.INVALID_CREDENTIALS).toBe(401);
    expect(STATUS_BY_CODE.VALIDATION_FAILED).toBe(400);
    expect(STATUS_BY_CODE.FORBIDDEN).toBe(403);
    expect(STATUS_BY_CODE.NOT_FOUND).toBe(404);
    expect(STATUS_BY_CODE.VERIFICATION_REQUIRED).toBe(409);
    expect(STATUS_BY_CODE.TOO_LARGE).toBe(413);
    expect(STATUS_BY_CODE.UNSUPPORTED_MEDIA_TYPE).toBe(415);
    expect(STATUS_BY_CODE.RATE_LIMITED).toBe(429);
  });

  it('spreads safe details into the body (e.g. the sessionId of VERIFICATION_REQUIRED)', () => {
    const { body } = toErrorResponse(
      new DomainError('VERIFICATION_REQUIRED', 'Identity verification is required', { sessionId: 's1' }),
      memoryLogger(),
    );
    expect(body).toEqual({
      error: 'VERIFICATION_REQUIRED',
      message: 'Identity verification is required',
      sessionId: 's1',
    });
  });

  it('turns a zod failure into a 400 naming the first message and every issue', () => {
    const result = z.object({ title: z.string().min(1, 'Job title is required') }).safeParse({ title: '' });
    const { status, body } = toErrorResponse(result.error, memoryLogger());
    expect(status).toBe(400);
    expect(body).toMatchObject({ error: 'VALIDATION_FAILED', message: 'Job title is required' });
    expect(body.issues).toEqual([{ path: 'title', message: 'Job title is required' }]);
  });

  it('keeps client errors of the HTTP layer as 4xx with a readable message', () => {
    const tooLarge = Object.assign(new Error('request entity too large'), { status: 413, expose: true });
    expect(toErrorResponse(tooLarge, memoryLogger())).toEqual({
      status: 413,
      body: { error: 'TOO_LARGE', message: 'The request is too large.' },
    });
  });

  it('hides unknown failures behind a generic 500 and logs them', () => {
    const logger = memoryLogger();
    const { status, body } = toErrorResponse(new Error('secret internals at /srv/db.ts:12'), logger);
    expect(status).toBe(500);
    expect(JSON.stringify(body)).not.toContain('secret');
    expect(logger.lines.some((l) => l.startsWith('error'))).toBe(true);
  });

  it.each([
    [
      'a refused connection (MikroORM DriverException)',
      Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), {
        name: 'DriverException',
        code: 'ECONNREFUSED',
      }),
    ],
    [
      'PostgreSQL shutting down (57P01)',
      Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' }),
    ],
    [
      'PostgreSQL starting up (57P03)',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    ['a connection lost mid-query', new Error('Connection terminated unexpectedly')],
    [
      'a wrapped cause',
      new Error('query failed', { cause: Object.assign(new Error('x'), { code: '08006' }) }),
    ],
    [
      'every address refused',
      new AggregateError([Object.assign(new Error('a'), { code: 'ECONNREFUSED' })], 'connect failed'),
    ],
  ])('answers 503 UNAVAILABLE with Retry-After, not 500, for %s', (_label, error) => {
    const logger = memoryLogger();
    const { status, body } = toErrorResponse(error, logger);
    expect(status).toBe(503);
    expect(body).toEqual({
      error: 'UNAVAILABLE',
      message: DATABASE_UNAVAILABLE_MESSAGE,
      retryAfterSeconds: expect.any(Number),
    });
    expect(logger.lines.some((l) => l.startsWith('error'))).toBe(false);
  });

  it('keeps other database errors (a constraint, a syntax error, a protocol violation) a logged 500', () => {
    for (const error of [
      Object.assign(new Error('duplicate key value violates unique constraint'), { code: '23505' }),
      Object.assign(new Error('syntax error at or near "selec"'), { code: '42601' }),
      Object.assign(new Error('invalid message format'), { code: '08P01' }),
    ]) {
      expect(toErrorResponse(error, memoryLogger()).status).toBe(500);
    }
  });
});
