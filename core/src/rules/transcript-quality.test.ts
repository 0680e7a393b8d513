import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  judgeTranscript,
  MIN_ASSESSABLE_WORDS,
  MIN_PACE_SECONDS,
  MIN_TRANSCRIPT_CONFIDENCE,
  MIN_WORDS_PER_MINUTE,
  wordsOf,
} from './transcript-quality.js';

const word = fc.stringMatching(/^[a-z]{1,10}$/);
const sentence = (min: number, max: number) =>
  fc.array(word, { minLength: min, maxLength: max }).map((w) => w.join(' '));

describe('judgeTranscript', () => {
  it('marks a missing transcript, whatever the confidence', () => {
    fc.assert(
      fc.property(fc.option(fc.double({ min: 0, max: 1, noNaN: true })), (confidence) => {
        expect(judgeTranscript({ transcript: null, confidence })).toEqual({
          assessable: false,
          reason: 'transcript missing',
        });
      }),
    );
  });

  it('marks a transcript without words as no speech detected', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[\s.,!?-]*$/), (transcript) => {
        expect(judgeTranscript({ transcript, confidence: 0.9 })).toEqual({
          assessable: false,
          reason: 'no speech detected',
        });
      }),
    );
  });

  it('needs five words: four are too short, five pass', () => {
    expect(MIN_ASSESSABLE_WORDS).toBe(5);
    fc.assert(
      fc.property(sentence(1, 4), (transcript) => {
        expect(judgeTranscript({ transcript, confidence: null })).toEqual({
          assessable: false,
          reason: 'too short to assess',
        });
      }),
    );
    fc.assert(
      fc.property(sentence(5, 40), (transcript) => {
        expect(judgeTranscript({ transcript, confidence: null })).toEqual({ assessable: true });
      }),
    );
  });

  it('rejects confidence below 0.5 and accepts it from 0.5', () => {
    expect(MIN_TRANSCRIPT_CONFIDENCE).toBe(0.5);
    fc.assert(
      fc.property(
        sentence(5, 20),
        fc.double({ min: 0, max: 0.5, maxExcluded: true, noNaN: true }),
        fc.double({ min: 0.5, max: 1, noNaN: true }),
        (transcript, low, high) => {
          expect(judgeTranscript({ transcript, confidence: low })).toEqual({
            assessable: false,
            reason: 'low transcription confidence',
          });
          expect(judgeTranscript({ transcript, confidence: high })).toEqual({ assessable: true });
        },
      ),
    );
  });

  it('counts words across punctuation and apostrophes', () => {
    expect(wordsOf("I'm sure, it's done -- 42 times!")).toEqual([
      "I'm",
      'sure',
      "it's",
      'done',
      '42',
      'times',
    ]);
  });
});

describe('judgeTranscript: pace', () => {
  const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');
  it('rejects an answer of 30 s or more with fewer than 20 words a minute, and nothing shorter', () => {
    expect([MIN_WORDS_PER_MINUTE, MIN_PACE_SECONDS]).toEqual([20, 30]);
    fc.assert(
      fc.property(fc.integer({ min: 5, max: 200 }), fc.double({ min: 1, max: 600, noNaN: true }), (n, s) => {
        const verdict = judgeTranscript({ transcript: words(n), confidence: null, durationSeconds: s });
        const sparse = s >= MIN_PACE_SECONDS && n / (s / 60) < MIN_WORDS_PER_MINUTE;
        expect(verdict).toEqual(
          sparse
            ? { assessable: false, reason: 'most of the speech was not recognised' }
            : { assessable: true },
        );
      }),
    );
    expect(judgeTranscript({ transcript: words(19), confidence: null, durationSeconds: 60 })).toEqual({
      assessable: false,
      reason: 'most of the speech was not recognised',
    });
    expect(judgeTranscript({ transcript: words(20), confidence: null, durationSeconds: 60 })).toEqual({
      assessable: true,
    });
  });
});
