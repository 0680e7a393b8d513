import { describe, expect, it } from 'vitest';
import { MET_THRESHOLD } from '@sauti/core/rules/scoring';
import { bestForCriterion, highestScoreIds, parseSessionIds, sentences, shownConcern } from './compare-rules';
import { detail } from '@/api/testing/compare.fixtures';

describe('compare rules', () => {
  it('parses the sessions parameter', () => {
    expect(parseSessionIds(null)).toEqual([]);
    expect(parseSessionIds(' a, b,,a ')).toEqual(['a', 'b']);
  });

  it('marks every candidate tied on the highest score and none without scores', () => {
    const a = detail('a', 'A', 80, { communication: 90 });
    const b = detail('b', 'B', 80, { communication: 90 });
    const c = detail('c', 'C', 79, { communication: 50 });
    expect([...highestScoreIds([a, b, c])]).toEqual(['a', 'b']);
    expect([...bestForCriterion([a, b, c], 'communication')]).toEqual(['a', 'b']);
    expect(bestForCriterion([a, b, c], 'leadership').size).toBe(0);
    expect(highestScoreIds([]).size).toBe(0);
  });

  it('shows a concern only below the met threshold', () => {
    const concern = (score: number) => ({ pillar: 'communication' as const, label: 'Communication', score });
    expect(shownConcern(concern(MET_THRESHOLD))).toBeNull();
    expect(shownConcern(concern(MET_THRESHOLD - 1))).toEqual(concern(MET_THRESHOLD - 1));
    expect(shownConcern(null)).toBeNull();
  });

  it("splits sentences on '. '", () => {
    expect(sentences('Clear. Calm under pressure.')).toEqual(['Clear', 'Calm under pressure']);
    expect(sentences(null)).toEqual([]);
  });
});
