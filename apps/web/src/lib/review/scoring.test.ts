import { describe, expect, it } from 'vitest';
import { answerScoreText } from './scoring';

const answer = { questionIndex: 1, score: null, assessable: true, reason: null, feedback: null, anchors: 0 };

describe('answerScoreText', () => {
  it('says a flagged answer needs a human listen, with the reason, never a score', () => {
    expect(
      answerScoreText({
        ...answer,
        concern: {
          kind: 'misconduct',
          reason: 'the answer may describe misconduct',
          quote: 'I kept the cash.',
        },
      }),
    ).toBe('Needs a human listen: the answer may describe misconduct');
  });

  it('gives the score, the gate’s verdict, or nothing', () => {
    expect(answerScoreText({ ...answer, score: 78, concern: null })).toBe('Score 78%');
    expect(
      answerScoreText({ ...answer, assessable: false, reason: 'no speech detected', concern: null }),
    ).toBe('Not assessable: no speech detected');
    expect(answerScoreText({ ...answer, concern: null })).toBe('');
  });
});
