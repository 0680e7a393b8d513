import { blindSet } from './blind-set.js';
import { JOBS as DEVELOPMENT_BLIND } from './development-blind/index.js';
import { developmentSet } from './development-set.js';
import { JOBS as HELD_OUT } from './held-out/index.js';
import { JOBS as HELD_OUT_2 } from './held-out-2/index.js';
import { HELD_OUT as HELD_OUT_NAME, HELD_OUT_2 as HELD_OUT_2_NAME } from './report.js';
import type { ScoringSet } from './scoring-set.js';

/** The development-blind set: written blind, tuned on (test/bench/scoring-corpus/README.md). */
export const developmentBlindSet = () => blindSet('development-blind', DEVELOPMENT_BLIND);
/** The held-out set: only run, never read answer by answer; floors apply to it. */
export const heldOutSet = () => blindSet(HELD_OUT_NAME, HELD_OUT);
/** The second held-out set: written blind on four more jobs, run once and read in aggregate only. */
export const heldOut2Set = () => blindSet(HELD_OUT_2_NAME, HELD_OUT_2);

/** The sets the scoring benchmark reports side by side (docs/scoring-rubric.md). */
export function scoringSets(): ScoringSet[] {
  return [developmentSet(), developmentBlindSet(), heldOutSet(), heldOut2Set()];
}
