import type { HiringOutcome } from '../domain/candidate-session.js';
import { bandNamed } from './recommendation.js';

/**
 * Whether a person's decision went against the automated recommendation (docs/behaviour/review.md
 * §13): hiring a candidate the tool advised against (No Hire), or rejecting one it recommended
 * (Hire or Strong Hire). Null when there is nothing to compare: no final decision (considering,
 * cleared), no recommendation (not scored, not evaluated), or Maybe, which advises neither way.
 */
export function againstRecommendation(
  outcome: HiringOutcome | null,
  recommendation: string | null,
): boolean | null {
  const band = bandNamed(recommendation);
  if (band === null || band === 'Maybe' || (outcome !== 'hired' && outcome !== 'rejected')) return null;
  const recommended = band === 'Strong Hire' || band === 'Hire';
  return outcome === 'hired' ? !recommended : recommended;
}
