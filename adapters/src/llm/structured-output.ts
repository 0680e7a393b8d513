import type { z } from 'zod';
import { InvalidOutputError } from './retry-policy.js';

const MAX_ISSUES = 3;

/** An `accept` for OpenAiChatClient: the value parsed by `schema`, or InvalidOutputError naming the first issues. */
export function acceptWithZod<S extends z.ZodType>(schema: S): (value: unknown) => z.output<S> {
  return (value) => {
    const parsed = schema.safeParse(value);
    if (parsed.success) return parsed.data;
    throw new InvalidOutputError(`the answer does not match the schema: ${describeIssues(parsed.error)}`);
  };
}

/** 'criteria.0.score: Too big...; summary: Required' — paths and messages, never the values. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, MAX_ISSUES)
    .map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`)
    .join('; ');
}

/**
 * The strict JSON Schema sent for a zod schema, converted by the SDK's helper (checked with zod
 * 4.6: it produces draft-7 with every property required and no additional properties). Imported
 * on the first call: the helper loads ~17 MiB of the SDK, which a server without a model never needs.
 */
export async function jsonSchemaOf(schema: z.ZodType, name: string): Promise<Record<string, unknown>> {
  const { zodResponseFormat } = await import('openai/helpers/zod');
  const schemaOf = zodResponseFormat(schema, name).json_schema.schema;
  if (!schemaOf) throw new Error(`no JSON Schema for ${name}`);
  return schemaOf;
}
