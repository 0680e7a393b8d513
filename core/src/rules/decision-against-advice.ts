import type { HiringOutcome } from '../domain/candidate-session.js';
import { bandNamed } from './recommendation.js';
import { adviceOfBand, wentAgainstAdvice } from './score-advice.js';

/**
 * Whether a person's decision went against the automated recommendation (docs/behaviour/review.md
 * §13), by the bands' advice of docs/behaviour/review.md §12 (core/src/rules/score-advice.ts):
 * hiring a candidate advised against (No Hire), or rejecting one recommended (Hire or Strong
 * Hire). Null when there is nothing to compare: no final decision (considering, cleared), no
 * recommendation (not scored, not evaluated), or Maybe, which advises neither way.
 */
export function againstRecommendation(
  outcome: HiringOutcome | null,
  recommendation: string | null,
): boolean | null {
  const advice = adviceOfBand(bandNamed(recommendation));
  if (advice === 'none' || (outcome !== 'hired' && outcome !== 'rejected')) return null;
  return wentAgainstAdvice(outcome, advice);
}
