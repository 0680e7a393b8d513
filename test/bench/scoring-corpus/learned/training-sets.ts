import type { ScoringSet } from '../scoring-set.js';
import { developmentSets } from '../sets.js';

/**
 * The sets the learned combination is fitted and cross-validated on: every development set (the
 * eight written sets and three recognised ones). The round's held-out set is never read here, and a
 * set whose role is not development is refused.
 */
export function trainingSets(): ScoringSet[] {
  const sets = developmentSets();
  const notDevelopment = sets.filter((s) => s.role !== 'development');
  if (notDevelopment.length) throw new Error(`not development data: ${notDevelopment.map((s) => s.name)}`);
  return sets;
}
