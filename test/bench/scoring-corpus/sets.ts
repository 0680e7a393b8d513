import { developmentSet } from './development-set.js';
import type { ScoringSet } from './scoring-set.js';

/** The sets the scoring benchmark reports side by side (docs/scoring-rubric.md). */
export function scoringSets(): ScoringSet[] {
  return [developmentSet()];
}
