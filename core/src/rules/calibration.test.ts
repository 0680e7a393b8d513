import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANSWER_RATINGS, type AnswerRating } from '../domain/answer-rating.js';
import { ratingOfScore, teamRating } from './calibration.js';
import { ratingName, ratingScale } from './rating-scale.js';

const ratingArb = fc.constantFrom<AnswerRating>(...ANSWER_RATINGS);

describe('ratingOfScore', () => {
  it('reads 80-100 as 5, 60-79 as 4, 40-59 as 3, 20-39 as 2 and below as 1', () => {
    const cases: [number, AnswerRating][] = [
      [100, 5],
      [80, 5],
      [79.9, 4],
      [60, 4],
      [59, 3],
      [40, 3],
      [39, 2],
      [20, 2],
      [19.5, 1],
      [0, 1],
    ];
    for (const [score, rating] of cases) expect(ratingOfScore(score)).toBe(rating);
  });

  it('gives back each rating from the expected score of its grade (docs/scoring-rubric.md)', () => {
    expect([10, 30, 50, 70, 90].map(ratingOfScore)).toEqual([1, 2, 3, 4, 5]);
  });

  it('never goes down as the score goes up, and clamps scores out of range', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true }), fc.double({ noNaN: true }), (a, b) => {
        const [low, high] = a <= b ? [a, b] : [b, a];
        expect(ratingOfScore(low)).toBeLessThanOrEqual(ratingOfScore(high));
        expect(ANSWER_RATINGS).toContain(ratingOfScore(a));
      }),
    );
  });
});

describe('teamRating', () => {
  it('is null with no rating and the rating itself with one', () => {
    expect(teamRating([])).toBeNull();
    for (const r of ANSWER_RATINGS) expect(teamRating([r])).toBe(r);
  });

  it('is the median, the lower middle one on an even count', () => {
    expect(teamRating([5, 1, 3])).toBe(3);
    expect(teamRating([2, 5])).toBe(2);
    expect(teamRating([4, 4, 5, 5])).toBe(4);
    expect(teamRating([1, 5, 5])).toBe(5);
  });

  it('lies between the lowest and highest rating, ignores order, and never has more than half above it', () => {
    fc.assert(
      fc.property(fc.array(ratingArb, { minLength: 1, maxLength: 30 }), (ratings) => {
        const team = teamRating(ratings)!;
        expect(team).toBeGreaterThanOrEqual(Math.min(...ratings));
        expect(team).toBeLessThanOrEqual(Math.max(...ratings));
        expect(teamRating([...ratings].reverse())).toBe(team);
        expect(ratings.filter((r) => r > team).length).toBeLessThanOrEqual(ratings.length / 2);
        expect(ratings.filter((r) => r < team).length).toBeLessThan(ratings.length / 2);
      }),
    );
  });
});

describe('ratingScale', () => {
  it('has the five levels, best first, each anchored on the criterion the question assesses', () => {
    const scale = ratingScale('problem_solving');
    expect(scale.map((l) => [l.rating, l.name])).toEqual([
      [5, 'Excellent'],
      [4, 'Good'],
      [3, 'Adequate'],
      [2, 'Poor'],
      [1, 'Not an answer'],
    ]);
    expect(scale[0]!.description).toContain('weighed the options');
    expect(ratingScale('collaboration')[2]!.description).toContain('worked with others');
    expect(ratingScale(null)[1]!.description).toContain('what the question asks about');
    expect(ratingName(4)).toBe('Good');
  });
});
