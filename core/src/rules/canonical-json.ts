import type { JsonValue } from '../domain/json.js';

/**
 * JSON with every object's keys in code-unit order and no spaces: the same value always gives
 * the same text, whatever order its keys were built or stored in (PostgreSQL's jsonb reorders
 * them), so a digest of it can be recomputed from a stored copy.
 */
export function canonicalJson(value: JsonValue): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  const keys = Object.keys(value)
    .filter((key) => value[key] !== undefined)
    .sort();
  return `{${keys.map((key) => `${JSON.stringify(key)}:${canonicalJson(value[key]!)}`).join(',')}}`;
}
