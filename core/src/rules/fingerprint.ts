/** FNV-1a over UTF-16 code units with a given offset basis: small, pure and stable across runs. */
function fnv1a(text: string, basis: number): string {
  let hash = basis >>> 0;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * A 64-bit fingerprint of a text (two FNV-1a hashes with different bases): the same text always
 * gives the same 16 hex digits, so a stored fingerprint tells whether the text changed since. Not a
 * security hash.
 */
export function fingerprintText(text: string): string {
  return `${fnv1a(text, 0x811c9dc5)}${fnv1a(text, 0x01234567)}`;
}
