import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Ids } from '../../ports/ids.js';
import { PHRASE_ONES, PHRASE_TENS, PHRASE_WORD_COUNT, PHRASE_WORDS } from '../../rules/phrase-words.js';
import { normalisePhrase } from '../../rules/verification-phrase.js';
import { RandomDraws, randomVerificationPhrase } from './random-phrase.js';

const URL_SAFE = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

/** Ids whose random text comes from fast-check (or a fixed script), so draws are reproducible. */
function scriptedIds(chars: number[]): Ids {
  let at = 0;
  return {
    newId: () => 'unused',
    newToken: (length) =>
      Array.from({ length }, () => URL_SAFE[chars[at++ % chars.length]! % URL_SAFE.length]).join(''),
  };
}

const randomChars = fc.array(fc.integer({ min: 0, max: 63 }), { minLength: 8, maxLength: 64 });

describe('randomVerificationPhrase', () => {
  it('is four different listed words then a spelled two-digit number matching the code (property)', () => {
    fc.assert(
      fc.property(randomChars, (chars) => {
        const { phrase, code } = randomVerificationPhrase(scriptedIds(chars));
        const words = phrase.split(' ');
        expect(words).toHaveLength(PHRASE_WORD_COUNT + 2);
        const picked = words.slice(0, PHRASE_WORD_COUNT);
        expect(new Set(picked).size).toBe(PHRASE_WORD_COUNT);
        for (const word of picked) expect(PHRASE_WORDS).toContain(word);
        const tens = PHRASE_TENS.find(([w]) => w === words[PHRASE_WORD_COUNT]);
        const ones = PHRASE_ONES.find(([w]) => w === words[PHRASE_WORD_COUNT + 1]);
        expect(`${tens?.[1]}${ones?.[1]}`).toBe(code);
        expect(code).toMatch(/^[1-9][1-9]$/);
        // normalisation keeps every word (the number words may turn into digits, on both sides alike)
        const normalised = normalisePhrase(phrase).split(' ');
        expect(normalised).toHaveLength(PHRASE_WORD_COUNT + 2);
        expect(normalised.slice(0, PHRASE_WORD_COUNT)).toEqual(picked);
      }),
      { numRuns: 500 },
    );
  });

  it('uses every word, tens and ones with real randomness', () => {
    const ids: Ids = {
      newId: () => 'unused',
      newToken: (length) => Array.from({ length }, () => URL_SAFE[Math.floor(Math.random() * 64)]).join(''),
    };
    const seen = new Set<string>();
    for (let i = 0; i < 2_000; i++)
      for (const w of randomVerificationPhrase(ids).phrase.split(' ')) seen.add(w);
    const expected = [...PHRASE_WORDS, ...PHRASE_TENS.map(([w]) => w), ...PHRASE_ONES.map(([w]) => w)];
    expect([...seen].sort()).toEqual([...new Set(expected)].sort());
  });
});

describe('RandomDraws', () => {
  it('stays below the bound and rejects the biased tail (property)', () => {
    fc.assert(
      fc.property(randomChars, fc.integer({ min: 1, max: 4096 }), (chars, bound) => {
        const value = new RandomDraws(scriptedIds([...chars, 0, 0])).below(bound);
        return Number.isInteger(value) && value >= 0 && value < bound;
      }),
    );
    // '__' is 4095: with a bound of 4000 the accepted range is [0, 4000), so it is rejected and 'AB' (1) drawn
    expect(new RandomDraws(scriptedIds([63, 63, 0, 1])).below(4000)).toBe(1);
    expect(new RandomDraws(scriptedIds([0, 5])).below(4)).toBe(1);
  });
});
