import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANSWER_RATINGS, type AnswerRating, type RatedAnswerRecord } from '../domain/answer-rating.js';
import { anchorsOf, anchorStamp } from './anchors.js';
import { MAX_ANCHORS_PER_QUESTION, MIN_ANCHORS_PER_QUESTION } from './calibration.js';

const QUESTION = { index: 1, text: 'Tell us about a customer you calmed down.' };
const day = (n: number) => new Date(Date.UTC(2026, 10, 1 + n));

let counter = 0;
function rated(
  rating: AnswerRating | AnswerRating[],
  overrides: Partial<RatedAnswerRecord> = {},
): RatedAnswerRecord {
  counter += 1;
  const ratings = Array.isArray(rating) ? rating : [rating];
  return {
    responseId: `r${String(counter).padStart(4, '0')}`,
    sessionId: `s${counter}`,
    questionIndex: QUESTION.index,
    questionText: QUESTION.text,
    transcript: `I listened to the customer and fixed the double charge number ${counter} the same day`,
    transcriptConfidence: 0.9,
    durationSeconds: 20,
    ratings: ratings.map((r, i) => ({
      responseId: `r${counter}`,
      raterId: `u${i}`,
      rating: r,
      ratedAt: day(counter % 20),
    })),
    ...overrides,
  };
}

describe('anchorsOf', () => {
  it('gives none below the minimum, and every rated answer from it on', () => {
    const four = [5, 4, 3, 2].map((r) => rated(r as AnswerRating));
    expect(anchorsOf(four, QUESTION, null)).toEqual([]);
    const five = [...four, rated(1)];
    expect(MIN_ANCHORS_PER_QUESTION).toBe(5);
    expect(anchorsOf(five, QUESTION, null).map((a) => a.rating)).toEqual([5, 4, 3, 2, 1]);
  });

  it('never includes the answer being scored, so the minimum counts the OTHER rated answers', () => {
    const five = [5, 4, 3, 2, 1].map((r) => rated(r as AnswerRating));
    expect(anchorsOf(five, QUESTION, five[0]!.sessionId)).toEqual([]);
    const six = [...five, rated(3)];
    const anchors = anchorsOf(six, QUESTION, five[0]!.sessionId);
    expect(anchors).toHaveLength(5);
    expect(anchors.map((a) => a.transcript)).not.toContain(five[0]!.transcript);
  });

  it('takes only answers to the same question as asked now, with a usable transcript', () => {
    const good = [5, 4, 3, 2, 1].map((r) => rated(r as AnswerRating));
    const others = [
      rated(5, { questionIndex: 0 }),
      rated(5, { questionText: 'An older wording of the question.' }),
      rated(5, { transcript: null }),
      rated(5, { transcript: 'yes' }),
      rated(5, { transcriptConfidence: 0.1 }),
    ];
    expect(anchorsOf([...good, ...others], QUESTION, null)).toHaveLength(5);
    expect(anchorsOf([...good.slice(1), ...others], QUESTION, null)).toEqual([]);
  });

  it("uses the team's rating of an answer several members rated (the median)", () => {
    const answers = [rated([5, 2, 2]), rated(4), rated(3), rated(2), rated(1)];
    expect(anchorsOf(answers, QUESTION, null).map((a) => a.rating)).toEqual([4, 3, 2, 2, 1]);
  });

  it('keeps at most the maximum, every level the team used still represented, freshest first', () => {
    const many = [
      ...Array.from({ length: 30 }, () => rated(5)),
      ...Array.from({ length: 30 }, () => rated(4)),
      rated(1),
    ];
    const anchors = anchorsOf(many, QUESTION, null);
    expect(anchors).toHaveLength(MAX_ANCHORS_PER_QUESTION);
    expect(new Set(anchors.map((a) => a.rating))).toEqual(new Set([5, 4, 1]));
    expect(anchors.filter((a) => a.rating === 5)).toHaveLength(10);
  });

  it('chooses the same anchors whatever order the ratings are read in', () => {
    const ratingArb = fc.constantFrom<AnswerRating>(...ANSWER_RATINGS);
    fc.assert(
      fc.property(fc.array(ratingArb, { minLength: 0, maxLength: 40 }), fc.nat(), (ratings, seed) => {
        const answers = ratings.map((r) => rated(r));
        const shuffled = [...answers].sort(
          (a, b) =>
            ((Number(a.responseId.slice(1)) * 7919 + seed) % 101) -
            ((Number(b.responseId.slice(1)) * 7919 + seed) % 101),
        );
        const anchors = anchorsOf(answers, QUESTION, null);
        expect(anchorsOf(shuffled, QUESTION, null)).toEqual(anchors);
        expect(anchors.length === 0 || anchors.length >= MIN_ANCHORS_PER_QUESTION).toBe(true);
        expect(anchors.length).toBeLessThanOrEqual(MAX_ANCHORS_PER_QUESTION);
        expect(anchors.map((a) => a.rating)).toEqual([...anchors.map((a) => a.rating)].sort((a, b) => b - a));
      }),
    );
  });
});

describe('anchorStamp', () => {
  it('is empty without anchors and changes with any rating or transcript', () => {
    expect(anchorStamp([])).toBe('');
    const anchors = [{ transcript: 'I fixed it', rating: 4 as const }];
    expect(anchorStamp(anchors)).toMatch(/^[0-9a-f]{16}$/);
    expect(anchorStamp(anchors)).toBe(anchorStamp([{ transcript: 'I fixed it', rating: 4 }]));
    expect(anchorStamp([{ transcript: 'I fixed it', rating: 3 }])).not.toBe(anchorStamp(anchors));
    expect(anchorStamp([{ transcript: 'I fixed it.', rating: 4 }])).not.toBe(anchorStamp(anchors));
  });
});
