import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import type { PasswordHasher } from '@sauti/core/ports/password-hasher';

/** scrypt cost parameters; memory use is 128·N·r bytes (32 MiB for the defaults). */
export interface ScryptParams {
  /** CPU/memory cost, a power of two. */
  N: number;
  r: number;
  p: number;
}

/** N=2^15, r=8, p=1: memory-hard (32 MiB per hash), about 0.1 s on one core. */
export const DEFAULT_SCRYPT_PARAMS: ScryptParams = { N: 2 ** 15, r: 8, p: 1 };

const SALT_BYTES = 16;
const KEY_BYTES = 32;
/** Largest parameters accepted from a stored hash, so a tampered row cannot exhaust memory. */
const MAX_N = 2 ** 20;
const MAX_R = 32;
const MAX_P = 16;

/**
 * Password hashes with node's scrypt, encoded `scrypt$N$r$p$<salt base64>$<key base64>`.
 * Verification reads the parameters from the hash, so raising the cost keeps old hashes valid.
 */
export class ScryptPasswordHasher implements PasswordHasher {
  constructor(private readonly params: ScryptParams = DEFAULT_SCRYPT_PARAMS) {}

  async hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await derive(password, salt, this.params, KEY_BYTES);
    const { N, r, p } = this.params;
    return ['scrypt', N, r, p, salt.toString('base64'), key.toString('base64')].join('$');
  }

  async verify(password: string, hash: string): Promise<boolean> {
    const parsed = parse(hash);
    if (!parsed) return false;
    const key = await derive(password, parsed.salt, parsed.params, parsed.key.length);
    return timingSafeEqual(key, parsed.key);
  }
}

function derive(password: string, salt: Buffer, { N, r, p }: ScryptParams, length: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    // maxmem must exceed 128·N·r, else node refuses the parameters.
    scrypt(
      password.normalize('NFKC'),
      salt,
      length,
      { N, r, p, maxmem: 256 * N * r + 1024 * 1024 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

/** The parts of a stored hash, or null when it is not a well-formed scrypt hash within bounds. */
function parse(hash: string): { params: ScryptParams; salt: Buffer; key: Buffer } | null {
  const parts = hash.split('$');
  if (parts.length !== 6 || parts[0] !== 'scrypt') return null;
  const [N, r, p] = parts.slice(1, 4).map((n) => (/^\d+$/.test(n!) ? Number(n) : NaN)) as [
    number,
    number,
    number,
  ];
  const powerOfTwo = N > 1 && (N & (N - 1)) === 0;
  if (!powerOfTwo || N > MAX_N || !(r >= 1 && r <= MAX_R) || !(p >= 1 && p <= MAX_P)) return null;
  const salt = Buffer.from(parts[4]!, 'base64');
  const key = Buffer.from(parts[5]!, 'base64');
  if (salt.length === 0 || key.length < 16 || key.length > 64) return null;
  return { params: { N, r, p }, salt, key };
}
