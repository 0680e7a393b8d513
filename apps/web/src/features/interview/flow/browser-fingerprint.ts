/** FNV-1a over a string, as 8 hex digits: small, fast and stable across visits. */
export function fnv1a(text: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash.toString(16).padStart(8, '0');
}

/**
 * A coarse fingerprint of the browser (anti-cheating data, docs/behaviour/interview.md §3): the same device and browser
 * give the same value, so HR can see two "candidates" answering from one phone. It is not an
 * identifier on its own: no canvas or audio probing, only what every page can read.
 */
export function browserFingerprint(): string {
  const parts = [
    navigator.userAgent,
    navigator.language,
    navigator.hardwareConcurrency,
    typeof screen === 'undefined' ? '' : `${screen.width}x${screen.height}x${screen.colorDepth}`,
    Intl.DateTimeFormat().resolvedOptions().timeZone,
    navigator.maxTouchPoints,
  ];
  return fnv1a(parts.join('|'));
}
