import { describe, expect, it } from 'vitest';
import { interviewDate, NO_DATE, overallImpression, splitSentences } from './candidate-text';
import { makeCandidate } from './dashboard-fixtures';

describe('candidate text helpers', () => {
  it("splits prose into sentences on '. '", () => {
    expect(splitSentences('Clear. Calm under pressure. Good examples.')).toEqual([
      'Clear',
      'Calm under pressure',
      'Good examples.',
    ]);
    expect(splitSentences(null)).toEqual([]);
    expect(splitSentences('')).toEqual([]);
  });

  it("shows 'Date not available' for an unreadable date, the completion date otherwise", () => {
    expect(interviewDate(makeCandidate('a', { session: { completedAt: null, startedAt: 'garbage' } }))).toBe(
      NO_DATE,
    );
    expect(NO_DATE).toBe('Date not available');
    expect(interviewDate(makeCandidate('a', { session: { completedAt: '2026-03-09T08:00:00Z' } }))).toMatch(
      /9 Mar 2026/,
    );
  });

  it('takes the overall impression from the recommendation, then the feedback', () => {
    const e = makeCandidate('a').evaluation;
    expect(overallImpression(e)).toBe('Hire');
    expect(overallImpression({ ...e, recommendation: null, feedback: 'Solid' })).toBe('Solid');
    expect(overallImpression({ ...e, recommendation: null, feedback: null, summary: null })).toBeNull();
  });
});
