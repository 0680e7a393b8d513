import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CryptoIds } from './crypto-ids.js';

describe('CryptoIds', () => {
  const ids = new CryptoIds();

  it('makes tokens of the asked length from URL-safe symbols', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 256 }),
        (n) => /^[A-Za-z0-9_-]+$/.test(ids.newToken(n)) && ids.newToken(n).length === n,
      ),
    );
  });

  it('never repeats an id or a 64-character token in 10,000 draws', () => {
    const seen = new Set<string>();
    for (let i = 0; i < 10_000; i++) seen.add(ids.newToken(64));
    for (let i = 0; i < 10_000; i++) seen.add(ids.newId());
    expect(seen.size).toBe(20_000);
  });
});
