import type { z } from 'zod';
import { DomainError } from '../domain/errors.js';

/**
 * Parses request `input` with its contract `schema`; on failure throws VALIDATION_FAILED whose
 * message is the first issue's message (the product's words) and whose `issues` list every
 * problem with its field path (docs/behaviour/platform.md, the error table).
 */
export function parseRequest<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const issues = parsed.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
  throw new DomainError('VALIDATION_FAILED', issues[0]?.message ?? 'Invalid request', { issues });
}
