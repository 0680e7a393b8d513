import { describe, expect, it } from 'vitest';
import { againstRecommendation } from './decision-against-advice.js';

describe('againstRecommendation', () => {
  it('is true for hiring against No Hire and rejecting a Hire or Strong Hire, false when they agree', () => {
    expect(againstRecommendation('hired', 'No Hire')).toBe(true);
    expect(againstRecommendation('rejected', 'Strong Hire')).toBe(true);
    expect(againstRecommendation('rejected', 'Hire')).toBe(true);
    expect(againstRecommendation('hired', 'Hire')).toBe(false);
    expect(againstRecommendation('rejected', 'No Hire')).toBe(false);
  });

  it('has nothing to compare for Maybe, no recommendation, or no final decision', () => {
    expect(againstRecommendation('hired', 'Maybe')).toBeNull();
    expect(againstRecommendation('rejected', null)).toBeNull();
    expect(againstRecommendation('considering', 'Hire')).toBeNull();
    expect(againstRecommendation(null, 'No Hire')).toBeNull();
    expect(againstRecommendation('hired', 'strong-hire')).toBeNull(); // not a band's name
  });
});
