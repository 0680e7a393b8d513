/**
 * Cursor pagination of /api/v1 (docs/behaviour/platform.md §15). A page is the items strictly
 * after the cursor's position in a fixed order (a time, then the id), so an item added or removed
 * between two calls never shifts another one into or out of a page: a walk sees each item that
 * existed throughout exactly once. The cursor is opaque to callers (base64url of `<ms>.<id>`).
 */

/** Where an item stands in the order: newer first, then by id. */
export interface CursorKey {
  at: number;
  id: string;
}

export const PAGE_LIMIT_MAX = 100;
export const PAGE_LIMIT_DEFAULT = 50;

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** base64url (no padding) of ASCII text. */
function toBase64Url(text: string): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (let i = 0; i < text.length; i++) {
    value = (value << 8) | (text.charCodeAt(i) & 0xff);
    bits += 8;
    while (bits >= 6) {
      out += ALPHABET[(value >> (bits - 6)) & 63];
      bits -= 6;
    }
  }
  if (bits > 0) out += ALPHABET[(value << (6 - bits)) & 63];
  return out;
}

/** The ASCII text of base64url, or null when it is not base64url. */
function fromBase64Url(encoded: string): string | null {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const char of encoded) {
    const digit = ALPHABET.indexOf(char);
    if (digit < 0) return null;
    value = ((value << 6) | digit) & 0xffff;
    bits += 6;
    if (bits >= 8) {
      out += String.fromCharCode((value >> (bits - 8)) & 0xff);
      bits -= 8;
    }
  }
  return out;
}

/** Newer first, then id ascending. */
export function compareKeys(a: CursorKey, b: CursorKey): number {
  return b.at - a.at || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function encodeCursor(key: CursorKey): string {
  return toBase64Url(`${key.at}.${key.id}`);
}

/** The position a cursor names, or null for text that is not one of ours. */
export function decodeCursor(cursor: string): CursorKey | null {
  if (cursor.length === 0 || cursor.length > 200) return null;
  const text = fromBase64Url(cursor);
  const match = text === null ? null : /^(\d{1,15})\.([\x21-\x7e]{1,100})$/.exec(text);
  return match ? { at: Number(match[1]), id: match[2]! } : null;
}

/** One page of `items` after `after` (or from the start), and the cursor of the next page. */
export function pageAfter<T>(
  items: readonly T[],
  keyOf: (item: T) => CursorKey,
  after: CursorKey | null,
  limit: number,
): { data: T[]; nextCursor: string | null } {
  const ordered = [...items].sort((a, b) => compareKeys(keyOf(a), keyOf(b)));
  const rest = after ? ordered.filter((item) => compareKeys(keyOf(item), after) > 0) : ordered;
  const data = rest.slice(0, limit);
  const last = data[data.length - 1];
  return { data, nextCursor: rest.length > limit && last ? encodeCursor(keyOf(last)) : null };
}
