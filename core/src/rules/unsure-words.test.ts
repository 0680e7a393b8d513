import { describe, expect, it } from 'vitest';
import { isUnsureWord, OFFLINE_RECOGNISER_NAME, unsureConfidence, unsureLineFor } from './unsure-words.js';

const OFFLINE_JOB = `${OFFLINE_RECOGNISER_NAME}, job-adapted model`;
const WHISPER = 'openai-compatible whisper-1';

describe('isUnsureWord', () => {
  it('marks pocketsphinx words under the line read off the benchmark (0.995) and none without a confidence', () => {
    expect(isUnsureWord(0.99, OFFLINE_JOB)).toBe(true);
    expect(isUnsureWord(0.5, OFFLINE_JOB)).toBe(true);
    expect(isUnsureWord(0.995, OFFLINE_JOB)).toBe(false);
    expect(isUnsureWord(1, OFFLINE_JOB)).toBe(false);
    expect(isUnsureWord(null, OFFLINE_JOB)).toBe(false);
    expect(isUnsureWord(undefined, OFFLINE_JOB)).toBe(false);
  });

  it('marks a probability recogniser’s words under 0.5 only: its 0.9 is a word it is sure of', () => {
    expect(isUnsureWord(0.9, WHISPER)).toBe(false);
    expect(isUnsureWord(0.5, WHISPER)).toBe(false);
    expect(isUnsureWord(0.49, WHISPER)).toBe(true);
    expect(isUnsureWord(null, WHISPER)).toBe(false);
  });

  it('gives a transcript of an unknown recogniser the stricter offline line', () => {
    expect(unsureLineFor(null)).toBe(unsureLineFor(OFFLINE_JOB));
    expect(unsureLineFor('')).toBe(unsureLineFor(OFFLINE_RECOGNISER_NAME));
    expect(unsureLineFor(WHISPER)).toBeLessThan(unsureLineFor(null));
  });
});

describe('unsureConfidence', () => {
  it('lowers a confidence under every line and never raises one', () => {
    for (const recogniser of [OFFLINE_JOB, WHISPER, 'google-cloud-speech', null]) {
      expect(isUnsureWord(unsureConfidence(1), recogniser)).toBe(true);
      expect(isUnsureWord(unsureConfidence(null), recogniser)).toBe(true);
    }
    expect(unsureConfidence(0.1)).toBe(0.1);
  });
});
