/**
 * The text of an API key (docs/behaviour/platform.md §14): `sk_live_` + an 8-character public
 * prefix + `_` + a 43-character secret (258 random bits, base64url alphabet). Fixed lengths, so
 * a prefix or secret that happens to hold `_` still splits one way only.
 */
export const API_KEY_PREFIX_TAG = 'sk_live_';
export const API_KEY_PREFIX_LENGTH = 8;
export const API_KEY_SECRET_LENGTH = 43;
/** Length of a whole key: anything else is refused before any lookup. */
export const API_KEY_LENGTH = API_KEY_PREFIX_TAG.length + API_KEY_PREFIX_LENGTH + 1 + API_KEY_SECRET_LENGTH;

const URL_SAFE = /^[A-Za-z0-9_-]+$/;

/** The whole key text from its two random parts. */
export function formatApiKey(prefix: string, secret: string): string {
  return `${API_KEY_PREFIX_TAG}${prefix}_${secret}`;
}

/** The public prefix of a well-formed key, or null for any other text. */
export function apiKeyPrefixOf(text: string): string | null {
  if (text.length !== API_KEY_LENGTH || !text.startsWith(API_KEY_PREFIX_TAG)) return null;
  if (!URL_SAFE.test(text)) return null;
  const prefix = text.slice(API_KEY_PREFIX_TAG.length, API_KEY_PREFIX_TAG.length + API_KEY_PREFIX_LENGTH);
  return text[API_KEY_PREFIX_TAG.length + API_KEY_PREFIX_LENGTH] === '_' ? prefix : null;
}

/**
 * The key of an `Authorization` header value: exactly `Bearer <key>` (scheme case-insensitive,
 * one space), else null. Bounded before any other work, so a huge header costs nothing.
 */
export function bearerTokenOf(header: string | undefined): string | null {
  if (!header || header.length > API_KEY_LENGTH + 16) return null;
  const match = /^Bearer ([^\s]+)$/i.exec(header);
  return match ? match[1]! : null;
}

/**
 * Equality of two digests in time that depends only on their length, so a caller cannot learn
 * how many leading characters of a guess were right.
 */
export function constantTimeEqual(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
