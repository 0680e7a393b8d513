import type { Context } from 'koa';
import type { z } from 'zod';
import { DomainError, isDomainError } from '@sauti/core/domain/errors';
import { validBody, validQuery } from '../middleware/validate.js';

/**
 * /api/v1's error shape names the field at fault (docs/behaviour/platform.md §15): a validation
 * failure keeps the product's message and list of issues, and adds `field`, the first issue's path.
 */
function withField<T>(parse: () => T): T {
  try {
    return parse();
  } catch (error) {
    throw namingField(error);
  }
}

function namingField(error: unknown): unknown {
  const issues = isDomainError(error)
    ? (error.details?.issues as Array<{ path: string }> | undefined)
    : undefined;
  const field = issues?.[0]?.path;
  if (!isDomainError(error) || error.code !== 'VALIDATION_FAILED' || !field) return error;
  return new DomainError(error.code, error.message, { ...error.details, field });
}

/**
 * A use case's own validation failures named like the schema's: a job in a language this
 * installation cannot serve is refused there, not by the schema (docs/behaviour/interview.md §22).
 */
export async function v1Write<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    throw namingField(error);
  }
}

/** The JSON body through its contract schema, failures naming their field. */
export const v1Body = <S extends z.ZodType>(ctx: Context, schema: S): z.output<S> =>
  withField(() => validBody(ctx, schema));

/** The query string through its contract schema, failures naming their field. */
export const v1Query = <S extends z.ZodType>(ctx: Context, schema: S): z.output<S> =>
  withField(() => validQuery(ctx, schema));
