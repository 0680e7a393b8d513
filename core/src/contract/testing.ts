import type { z } from 'zod';

/** Test helper: the issue messages of a failed parse keyed by dotted path ('' for the root). */
export function issuesOf(schema: z.ZodType, input: unknown): Record<string, string[]> {
  const result = schema.safeParse(input);
  const byPath: Record<string, string[]> = {};
  if (result.success) return byPath;
  for (const issue of result.error.issues) {
    const key = issue.path.join('.');
    (byPath[key] ??= []).push(issue.message);
  }
  return byPath;
}
