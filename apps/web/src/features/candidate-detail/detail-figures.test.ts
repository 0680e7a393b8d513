import { describe, expect, it } from 'vitest';
import { reviewEvaluation } from '@/api/testing/review.fixtures';
import { detailPayload } from './detail.fixtures';
import { headerFigures } from './detail-figures';

describe("the detail header's figures (docs/behaviour/review.md §2.4, §10)", () => {
  it('reads the score in percent, the match and the criteria met from the figures', () => {
    expect(headerFigures(detailPayload()).slice(0, 2)).toEqual([
      { label: 'Overall score', value: '82% - Partial Match' },
      { label: 'Criteria met', value: '1/2' },
    ]);
  });

  it('shows no "Criteria met" beside "Not scored" (it read 0/4 there)', () => {
    const detail = detailPayload({
      evaluation: reviewEvaluation({ overallScore: null, scored: false }),
      matchLevel: null,
      criteriaMet: { met: 0, total: 4 },
    });
    const figures = headerFigures(detail);
    expect(figures[0]).toEqual({ label: 'Overall score', value: 'Not scored — needs a human listen' });
    expect(figures.map((f) => f.label)).not.toContain('Criteria met');
  });

  it("shows the team's score, labelled so, for an interview nothing here scored (docs/behaviour/interview.md §22)", () => {
    const detail = detailPayload({
      evaluation: reviewEvaluation({ overallScore: null, scored: false }),
      teamScore: { score: 63, ratedAnswers: 2, answers: 3, label: 'Scored by your team' },
    });
    expect(headerFigures(detail)[0]).toEqual({
      label: 'Overall score',
      value: '63% - Scored by your team (2 of 3 answers rated)',
    });
  });

  it('shows an interview under a minute in seconds, not "0 min", and longer ones in rounded minutes', () => {
    const duration = (durationMinutes: number | null) =>
      headerFigures(detailPayload({ durationMinutes })).find((f) => f.label === 'Duration')?.value;
    expect(duration(0.4)).toBe('24s');
    expect(duration(0)).toBe('0s');
    expect(duration(1)).toBe('1 min');
    expect(duration(14.4)).toBe('14 min');
    expect(duration(null)).toBe('N/A');
  });
});
