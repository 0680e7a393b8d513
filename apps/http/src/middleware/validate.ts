import type { Context } from 'koa';
import type { z } from 'zod';
import { DomainError } from '@sauti/core/domain/errors';
import { parseRequest } from '@sauti/core/contract/parse-request';

/**
 * Validation at the edge: a route reads its JSON body, query or form fields through its resource's
 * contract schema (core/src/contract) and hands the use case parsed, typed input. The first issue
 * becomes the error table's 400 VALIDATION_FAILED, with every issue listed (docs/behaviour/platform.md).
 */
export function validBody<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  return parseRequest(schema, ctx.request.body ?? {});
}

/** The query string through its contract schema (see validBody). */
export function validQuery<S extends z.ZodType>(ctx: Context, schema: S): z.output<S> {
  return parseRequest(schema, ctx.query);
}

/** Any other request input (form fields, a path parameter) through its contract schema. */
export function valid<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  return parseRequest(schema, input);
}

/**
 * A path parameter through its contract schema. An id no record could have (too long, malformed)
 * is simply not found: 404 with `notFoundMessage`, the answer an unknown id of the right shape gets,
 * so the shape of an id tells a caller nothing.
 */
export function validParam<S extends z.ZodType>(
  ctx: Context,
  name: string,
  schema: S,
  notFoundMessage: string,
): z.output<S> {
  const params = (ctx as Context & { params?: Record<string, string | undefined> }).params;
  const parsed = schema.safeParse(params?.[name]);
  if (!parsed.success) throw new DomainError('NOT_FOUND', notFoundMessage);
  return parsed.data;
}
