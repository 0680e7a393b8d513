import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normaliseVoiceScore, voiceStatus } from './voice-score.js';
import { sessionVoiceScores } from './session-voice-scores.js';

const similarities = fc.array(
  fc.record({ questionIndex: fc.nat(50), similarity: fc.double({ min: 0, max: 1, noNaN: true }) }),
  { minLength: 1, maxLength: 10 },
);

describe('sessionVoiceScores', () => {
  it('has no score until an answer is compared', () => {
    expect(sessionVoiceScores([])).toEqual({ scores: {}, score: null });
  });

  it('stores the mean as a whole percentage', () => {
    expect(
      sessionVoiceScores([
        { questionIndex: 0, similarity: 0.9 },
        { questionIndex: 1, similarity: 0.6 },
      ]),
    ).toEqual({ scores: { '0': 0.9, '1': 0.6 }, score: 75 });
  });

  it('never stores 1, which the review would read as a perfect match', () => {
    expect(sessionVoiceScores([{ questionIndex: 0, similarity: 0.012 }]).score).toBe(0);
  });

  it('stores an int 0-100 whose reading is the mean within half a point', () => {
    fc.assert(
      fc.property(similarities, (list) => {
        const { score } = sessionVoiceScores(list);
        const mean = list.reduce((sum, s) => sum + s.similarity, 0) / list.length;
        expect(Number.isInteger(score)).toBe(true);
        expect(score).toBeGreaterThanOrEqual(0);
        expect(score).toBeLessThanOrEqual(100);
        // what the review reads back (a value above 1 is a percentage)
        expect(Math.abs(normaliseVoiceScore(score!) - mean)).toBeLessThanOrEqual(0.015);
      }),
    );
  });

  it('bands the session as a Voice Match only when the rounded mean reaches 50%', () => {
    fc.assert(
      fc.property(similarities, (list) => {
        const { score } = sessionVoiceScores(list);
        expect(voiceStatus(score) === 'Voice Match').toBe(score! >= 50);
      }),
    );
  });
});
