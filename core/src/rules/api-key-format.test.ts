import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { apiKeyPrefixOf, bearerTokenOf, constantTimeEqual, formatApiKey } from './api-key-format.js';

const urlSafe = (length: number) =>
  fc.string({ unit: fc.constantFrom(...'ABCxyz019-_'.split('')), minLength: length, maxLength: length });

describe('API key text', () => {
  it('the prefix of any formatted key reads back, whatever its characters', () => {
    fc.assert(
      fc.property(urlSafe(8), urlSafe(43), (prefix, secret) => {
        expect(apiKeyPrefixOf(formatApiKey(prefix, secret))).toBe(prefix);
      }),
    );
  });

  it('any other text has no prefix', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (text) => {
        fc.pre(!/^sk_live_[A-Za-z0-9_-]{8}_[A-Za-z0-9_-]{43}$/.test(text));
        expect(apiKeyPrefixOf(text)).toBeNull();
      }),
    );
  });

  it('reads only "Bearer <one token>" of bounded length', () => {
    expect(bearerTokenOf('Bearer abc')).toBe('abc');
    expect(bearerTokenOf('bearer abc')).toBe('abc');
    for (const header of [
      undefined,
      '',
      'Bearer',
      'Bearer  abc',
      'Bearer a b',
      'Basic abc',
      `Bearer ${'a'.repeat(100)}`,
    ]) {
      expect(bearerTokenOf(header)).toBeNull();
    }
  });

  it('compares digests exactly', () => {
    fc.assert(
      fc.property(fc.string(), fc.string(), (a, b) => {
        expect(constantTimeEqual(a, b)).toBe(a === b);
        expect(constantTimeEqual(a, a)).toBe(true);
      }),
    );
  });
});
