import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  levenshtein,
  normalisePhrase,
  NOT_RECOGNISED_MESSAGE,
  phraseHint,
  phraseMatch,
  VERY_CLOSE_HINT,
} from './verification-phrase.js';

const words = fc
  .array(fc.stringMatching(/^[a-z]{1,8}$/), { minLength: 1, maxLength: 8 })
  .map((w) => w.join(' '));

describe('normalisePhrase', () => {
  it('lower-cases, strips punctuation, collapses spaces and reads number words as digits', () => {
    expect(normalisePhrase('  The Blue  Lion, sleeps!  ')).toBe('the blue lion sleeps');
    expect(normalisePhrase("Don't stop — four-two")).toBe('dont stop 4 2');
    expect(normalisePhrase('Seven green hills')).toBe(normalisePhrase('7 green hills.'));
  });

  it('is idempotent and ignores case and surrounding punctuation', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = normalisePhrase(text);
        expect(normalisePhrase(once)).toBe(once);
        expect(once).not.toMatch(/\s{2}|^\s|\s$/);
      }),
    );
    fc.assert(
      fc.property(words, (phrase) => {
        expect(normalisePhrase(`${phrase.toUpperCase()}.!?`)).toBe(normalisePhrase(phrase));
      }),
    );
  });
});

describe('phraseMatch', () => {
  it('is exact, scoring 1, for the same words in any case and punctuation', () => {
    fc.assert(
      fc.property(words, (phrase) => {
        const result = phraseMatch(phrase, `${phrase.toUpperCase()}.`);
        expect(result.exact).toBe(true);
        expect(result.score).toBe(1);
      }),
    );
  });

  it('scores within 0-1, exact iff score 1 (for a non-empty phrase), symmetric in score', () => {
    fc.assert(
      fc.property(words, fc.string({ maxLength: 60 }), (expected, heard) => {
        const result = phraseMatch(expected, heard);
        expect(result.score).toBeGreaterThanOrEqual(0);
        expect(result.score).toBeLessThanOrEqual(1);
        expect(result.exact).toBe(result.score === 1);
        expect(phraseMatch(heard, expected).score).toBeCloseTo(result.score, 12);
      }),
    );
  });

  it('is never exact for an empty phrase', () => {
    expect(phraseMatch('', '')).toMatchObject({ exact: false, score: 0 });
  });

  it('rates one wrong letter in a long phrase as very close', () => {
    const result = phraseMatch('the quick brown fox jumps over', 'the quick brown fix jumps over');
    expect(result.exact).toBe(false);
    expect(result.score).toBeGreaterThanOrEqual(0.9);
    expect(phraseHint(result.score)).toBe(VERY_CLOSE_HINT);
  });
});

describe('phraseHint', () => {
  it('gives the very-close hint from 0.9, else the not-recognised text', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1, noNaN: true }), (score) => {
        expect(phraseHint(score)).toBe(score >= 0.9 ? VERY_CLOSE_HINT : NOT_RECOGNISED_MESSAGE);
      }),
    );
    expect(phraseHint(0.9)).toBe(VERY_CLOSE_HINT);
    expect(phraseHint(0.8999)).toBe(NOT_RECOGNISED_MESSAGE);
    expect(VERY_CLOSE_HINT).toBe('Sounds very close. Double-check each word and read it exactly as shown.');
    expect(NOT_RECOGNISED_MESSAGE).toBe(
      "We couldn't recognize the exact phrase. Please retake and read it exactly as shown.",
    );
  });
});

describe('levenshtein', () => {
  it('is a metric bounded by the longer length', () => {
    const s = fc.string({ maxLength: 20 });
    fc.assert(
      fc.property(s, s, s, (a, b, c) => {
        const d = levenshtein(a, b);
        expect(d).toBe(levenshtein(b, a));
        expect(d === 0).toBe(a === b);
        expect(d).toBeLessThanOrEqual(Math.max(a.length, b.length));
        expect(d).toBeGreaterThanOrEqual(Math.abs(a.length - b.length));
        expect(levenshtein(a, c)).toBeLessThanOrEqual(d + levenshtein(b, c));
      }),
    );
    expect(levenshtein('kitten', 'sitting')).toBe(3);
  });
});
