import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalisePhrase } from '../../rules/verification-phrase.js';
import { spellTwoDigitNumbers } from './spoken-numbers.js';

describe('spellTwoDigitNumbers', () => {
  it('writes 20-99 as words and leaves other numbers and words alone', () => {
    expect(spellTwoDigitNumbers('green island 74.')).toBe('green island seventy four.');
    expect(spellTwoDigitNumbers('sixty, 60 and 21')).toBe('sixty, sixty and twenty one');
    expect(spellTwoDigitNumbers('7 19 100 1999 a74 74b')).toBe('7 19 100 1999 a74 74b');
  });

  it('makes a numeral and its spelling normalise alike for every two-digit number (property)', () => {
    const TENS = ['twenty', 'thirty', 'forty', 'fifty', 'sixty', 'seventy', 'eighty', 'ninety'];
    const ONES = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
    fc.assert(
      fc.property(fc.integer({ min: 20, max: 99 }), (n) => {
        const spelled = [TENS[Math.floor(n / 10) - 2], ONES[n % 10]].filter(Boolean).join(' ');
        return normalisePhrase(spellTwoDigitNumbers(`money ${n}`)) === normalisePhrase(`money ${spelled}`);
      }),
    );
  });
});
