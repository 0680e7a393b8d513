/**
 * A fast one-way digest for high-entropy secrets such as reset tokens (which need no salt or
 * stretching). Core cannot import `node:crypto`, so the adapter supplies it.
 */
export interface Digest {
  /** SHA-256 of the UTF-8 text as 64 lower-case hex characters. */
  sha256Hex(text: string): string;
}
