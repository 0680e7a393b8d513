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
});
