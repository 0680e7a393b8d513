import { blindSet } from './blind-set.js';
import { JOBS as DEVELOPMENT_BLIND } from './development-blind/index.js';
import { developmentSet } from './development-set.js';
import { JOBS as HELD_OUT } from './held-out/index.js';
import { JOBS as HELD_OUT_2 } from './held-out-2/index.js';
import { JOBS as HELD_OUT_3 } from './held-out-3/index.js';
import { JOBS as HELD_OUT_4 } from './held-out-4/index.js';
import { JOBS as HELD_OUT_5 } from './held-out-5/index.js';
import {
  HELD_OUT as HELD_OUT_NAME,
  HELD_OUT_2 as HELD_OUT_2_NAME,
  HELD_OUT_3 as HELD_OUT_3_NAME,
  HELD_OUT_4 as HELD_OUT_4_NAME,
  HELD_OUT_5 as HELD_OUT_5_NAME,
} from './report.js';
import type { ScoringSet } from './scoring-set.js';

/** The development-blind set: written blind, tuned on (test/bench/scoring-corpus/README.md). */
export const developmentBlindSet = () => blindSet('development-blind', DEVELOPMENT_BLIND);
/** The held-out set: only run, never read answer by answer; floors apply to it. */
export const heldOutSet = () => blindSet(HELD_OUT_NAME, HELD_OUT);
/** The second held-out set: written blind on four more jobs, run once and read in aggregate only. */
export const heldOut2Set = () => blindSet(HELD_OUT_2_NAME, HELD_OUT_2);
/**
 * The third held-out set: written blind during the round that follows held-out-2; its sectors overlap the
 * development-blind set's (a fleet dispatcher, a site foreman, a pharmacy job in other cities), so it is
 * a near-domain check, not a new-sector one (test/bench/scoring-corpus/README.md).
 */
export const heldOut3Set = () => blindSet(HELD_OUT_3_NAME, HELD_OUT_3);
/** The fourth held-out set: written blind on four sectors no other set has, run once, read in aggregate only. */
export const heldOut4Set = () => blindSet(HELD_OUT_4_NAME, HELD_OUT_4);
/**
 * The fifth held-out set: written blind after the first four had informed a decision, on four sectors no other
 * set has; run once per round, read in aggregate only (test/bench/scoring-corpus/README.md).
 */
export const heldOut5Set = () => blindSet(HELD_OUT_5_NAME, HELD_OUT_5);

/** The sets the scoring benchmark reports side by side (docs/scoring-rubric.md). */
export function scoringSets(): ScoringSet[] {
  return [
    developmentSet(),
    developmentBlindSet(),
    heldOutSet(),
    heldOut2Set(),
    heldOut3Set(),
    heldOut4Set(),
    heldOut5Set(),
  ];
}
