import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasControlCharacters, singleLine } from './plain-text.js';

describe('hasControlCharacters', () => {
  it('flags NUL, line breaks, tabs, DEL, C1, line separators and bidi overrides', () => {
    for (const bad of ['a\u0000b', 'a\nb', 'a\rb', 'a\tb', 'a\u007fb', 'a\u0085b', 'a\u2028b', 'a\u202eb'])
      expect(hasControlCharacters(bad), JSON.stringify(bad)).toBe(true);
  });

  it('accepts names in any script, with accents, apostrophes, hyphens and zero-width joiners', () => {
    for (const good of ['Zawadi Mwangi', "N'Golo Kanté", 'Nomvula-Dlamini', 'محمد علي', 'क्‍ष', 'Ọlá'])
      expect(hasControlCharacters(good), good).toBe(false);
  });
});

describe('singleLine', () => {
  it('never leaves a line break or control character, whatever the input (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 80 }), (text) => {
        const line = singleLine(text);
        expect(hasControlCharacters(line)).toBe(false);
        expect(line).toBe(line.trim());
        expect(line).not.toMatch(/\s{2}/);
      }),
    );
  });

  it('turns an injected line into part of the same line', () => {
    expect(singleLine('Zawadi\r\nReview: https://evil.example/')).toBe(
      'Zawadi Review: https://evil.example/',
    );
  });
});
