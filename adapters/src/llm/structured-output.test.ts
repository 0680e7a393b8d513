import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { parseJson } from './openai-chat-client.js';
import { InvalidOutputError } from './retry-policy.js';
import { acceptWithZod, jsonSchemaOf } from './structured-output.js';

describe('structured output', () => {
  const schema = z.object({ score: z.number().int().min(0).max(100), notes: z.array(z.string()) });

  it('converts a zod schema into a strict JSON Schema (all properties required, none additional)', async () => {
    expect(await jsonSchemaOf(schema, 'x')).toMatchObject({
      type: 'object',
      required: ['score', 'notes'],
      additionalProperties: false,
      properties: { score: { type: 'integer', minimum: 0, maximum: 100 } },
    });
  });

  it('accepts a matching value and names the path of a mismatch, not its value', () => {
    const accept = acceptWithZod(schema);
    expect(accept({ score: 5, notes: [] })).toEqual({ score: 5, notes: [] });
    expect(() => accept({ score: 101, notes: ['secret-note'] })).toThrow(InvalidOutputError);
    expect(() => accept({ score: 101, notes: ['secret-note'] })).toThrow(/score:/);
    expect(() => accept({ score: 101, notes: ['secret-note'] })).not.toThrow(/secret-note/);
  });

  it('parses JSON, also inside a Markdown fence, and calls anything else malformed', () => {
    expect(parseJson(' {"a":1} ')).toEqual({ a: 1 });
    expect(parseJson('```json\n{"a":1}\n```')).toEqual({ a: 1 });
    expect(() => parseJson('{"a":')).toThrow(InvalidOutputError);
    expect(() => parseJson('Sure! Here is the JSON')).toThrow(/malformed JSON/);
  });
});
