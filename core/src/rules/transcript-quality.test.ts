import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  judgeTranscript,
  MIN_ASSESSABLE_WORDS,
  MIN_TRANSCRIPT_CONFIDENCE,
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

  it('rejects confidence below 0.35 and accepts it from 0.35', () => {
    expect(MIN_TRANSCRIPT_CONFIDENCE).toBe(0.35);
    fc.assert(
      fc.property(
        sentence(5, 20),
        fc.double({ min: 0, max: 0.35, maxExcluded: true, noNaN: true }),
        fc.double({ min: 0.35, max: 1, noNaN: true }),
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
