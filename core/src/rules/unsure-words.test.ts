import { describe, expect, it } from 'vitest';
import { isUnsureWord, unsureConfidence, UNSURE_WORD_BELOW } from './unsure-words.js';

describe('isUnsureWord', () => {
  it('marks words under the line read off the benchmark (0.995) and none without a confidence', () => {
    expect(isUnsureWord(0.99)).toBe(true);
    expect(isUnsureWord(0.5)).toBe(true);
    expect(isUnsureWord(0.995)).toBe(false);
    expect(isUnsureWord(1)).toBe(false);
    expect(isUnsureWord(null)).toBe(false);
    expect(isUnsureWord(undefined)).toBe(false);
  });
});

describe('unsureConfidence', () => {
  it('lowers a confidence under the line and never raises one', () => {
    expect(isUnsureWord(unsureConfidence(1))).toBe(true);
    expect(isUnsureWord(unsureConfidence(null))).toBe(true);
    expect(unsureConfidence(0.1)).toBe(0.1);
    expect(unsureConfidence(1)).toBeLessThan(UNSURE_WORD_BELOW);
  });
});
