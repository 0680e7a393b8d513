/**
 * Turns passwords into slow, salted hashes and checks them. The hash string carries its own
 * parameters, so stored hashes stay verifiable when the cost is raised.
 */
export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /** False (never an error) for a wrong password or a malformed hash. */
  verify(password: string, hash: string): Promise<boolean>;
}

/**
 * A fast one-way digest for high-entropy secrets such as reset tokens (which need no salt or
 * stretching). Core cannot import `node:crypto`, so the adapter supplies it.
 */
export interface Digest {
  /** SHA-256 of the UTF-8 text as 64 lower-case hex characters. */
  sha256Hex(text: string): string;
}
