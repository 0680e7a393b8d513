import type { FloorsFile, PinnedFloors } from './floors.js';
import { SPOKEN_FLOORS_SETS_0_TO_9 } from './floors-spoken-sets-0-9.js';
import { SPOKEN_FLOORS_SETS_10_TO_19 } from './floors-spoken-sets-10-19.js';
import { SPOKEN_FLOORS_SETS_20_TO_29 } from './floors-spoken-sets-20-29.js';
import { SPOKEN_FLOORS_SETS_30_TO_39 } from './floors-spoken-sets-30-39.js';

/** Where each part of the table lives: `npm run bench:scoring-repin -- --write` writes the figures back into these files; a new held-out set's entry goes at the end of the last one (or a new file for the next ten sets). */
export const SPOKEN_FLOORS_FILES: FloorsFile[] = [
  ['floors-spoken-sets-0-9.ts', SPOKEN_FLOORS_SETS_0_TO_9],
  ['floors-spoken-sets-10-19.ts', SPOKEN_FLOORS_SETS_10_TO_19],
  ['floors-spoken-sets-20-29.ts', SPOKEN_FLOORS_SETS_20_TO_29],
  ['floors-spoken-sets-30-39.ts', SPOKEN_FLOORS_SETS_30_TO_39],
];

/** Each written set read as spoken (spoken-set.ts: lower case, no punctuation), as its attacks reach
 * the scorer through the default recogniser; anchors left out to keep it short. */
export const SPOKEN_FLOORS: PinnedFloors[] = SPOKEN_FLOORS_FILES.flatMap(([, floors]) => floors);
