import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_SCRYPT_PARAMS, ScryptPasswordHasher } from './scrypt-hasher.js';

// Cheap parameters keep the properties fast; the encoding carries them, so verify is the same code.
const fast = new ScryptPasswordHasher({ N: 2 ** 10, r: 8, p: 1 });

describe('ScryptPasswordHasher', () => {
  it('verifies the password it hashed and refuses any other', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.string({ maxLength: 40 }),
        fc.string({ maxLength: 40 }),
        async (password, other) => {
          const hash = await fast.hash(password);
          expect(await fast.verify(password, hash)).toBe(true);
          expect(await fast.verify(other, hash)).toBe(other.normalize('NFKC') === password.normalize('NFKC'));
        },
      ),
      { numRuns: 40 },
    );
  });

  it('encodes scrypt$N$r$p$salt$key with a 16-byte salt and 32-byte key, salted per hash', async () => {
    const a = await fast.hash('same password');
    const b = await fast.hash('same password');
    expect(a).not.toBe(b);
    const [scheme, N, r, p, salt, key] = a.split('$');
    expect([scheme, N, r, p]).toEqual(['scrypt', '1024', '8', '1']);
    expect(Buffer.from(salt!, 'base64')).toHaveLength(16);
    expect(Buffer.from(key!, 'base64')).toHaveLength(32);
  });

  it('defaults to memory-hard parameters and verifies hashes made with other parameters', async () => {
    expect(DEFAULT_SCRYPT_PARAMS).toEqual({ N: 32768, r: 8, p: 1 });
    const strong = new ScryptPasswordHasher();
    const hash = await strong.hash('correct horse');
    expect(hash.startsWith('scrypt$32768$8$1$')).toBe(true);
    expect(await fast.verify('correct horse', hash)).toBe(true);
    expect(await strong.verify('correct horsE', hash)).toBe(false);
  });

  it('answers false, never throws, for malformed or out-of-bounds hashes', async () => {
    const good = await fast.hash('pw');
    const [, , , , salt, key] = good.split('$');
    for (const bad of [
      '',
      'insecure:pw',
      'bcrypt$10$abc',
      `scrypt$1000$8$1$${salt}$${key}`,
      `scrypt$${2 ** 24}$8$1$${salt}$${key}`,
      `scrypt$1024$8$1$$${key}`,
      `scrypt$1024$8$1$${salt}$`,
      `scrypt$1024$x$1$${salt}$${key}`,
    ]) {
      expect(await fast.verify('pw', bad)).toBe(false);
    }
  });
});
