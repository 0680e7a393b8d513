import type { Digest } from '../ports/digest.js';
import type { PasswordHasher } from '../ports/password-hasher.js';

/** A hasher for tests: `insecure:<password>`. Fast and plainly NOT secure. */
export class FakePasswordHasher implements PasswordHasher {
  /** How many verify calls were made (login must verify even for unknown accounts). */
  verifyCalls = 0;
  /** How many hashes were made (registration must hash whether or not the address exists). */
  hashCalls = 0;

  async hash(password: string): Promise<string> {
    this.hashCalls += 1;
    return `insecure:${password}`;
  }

  async verify(password: string, hash: string): Promise<boolean> {
    this.verifyCalls += 1;
    return hash === `insecure:${password}`;
  }
}

/**
 * A deterministic stand-in for SHA-256: 64 hex characters from eight seeded FNV-1a rounds.
 * Same input, same output; different inputs practically never collide in tests. Not secure.
 */
export class FakeDigest implements Digest {
  sha256Hex(text: string): string {
    let out = '';
    for (let seed = 0; seed < 8; seed++) {
      let h = (0x811c9dc5 ^ (seed * 0x9e3779b1)) >>> 0;
      for (let i = 0; i < text.length; i++) {
        h ^= text.charCodeAt(i);
        h = Math.imul(h, 0x01000193) >>> 0;
      }
      out += h.toString(16).padStart(8, '0');
    }
    return out;
  }
}
