import { createHash } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { Sha256Digest } from './sha256-digest.js';

describe('Sha256Digest', () => {
  const digest = new Sha256Digest();

  it('matches the SHA-256 test vector', () => {
    expect(digest.sha256Hex('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
  });

  it('gives 64 lower-case hex characters equal to node’s SHA-256 of the UTF-8 text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (text) => {
        const hex = digest.sha256Hex(text);
        expect(hex).toMatch(/^[0-9a-f]{64}$/);
        expect(hex).toBe(createHash('sha256').update(Buffer.from(text, 'utf8')).digest('hex'));
      }),
    );
  });
});
