import { describe, expect, it } from 'vitest';
import { PILLAR_IDS } from '../../domain/criteria.js';
import { QUESTION_BANK } from '../question-bank.js';
import { guideFor, QUESTION_GUIDES } from './index.js';

describe('question guides', () => {
  it('give every bank question a guide', () => {
    const bank = PILLAR_IDS.flatMap((id) => QUESTION_BANK[id]);
    expect(bank.filter((q) => guideFor(q) === null)).toEqual([]);
    expect(guideFor('A question nobody wrote?')).toBeNull();
  });

  it('say what a strong answer covers, in a few sentences at most', () => {
    for (const guide of Object.values(QUESTION_GUIDES)) {
      expect(guide).toMatch(/^A strong answer /);
      expect(guide.length).toBeLessThanOrEqual(400);
    }
  });
});
