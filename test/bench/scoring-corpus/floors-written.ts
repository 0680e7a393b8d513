import type { FloorsFile, PinnedFloors } from './floors.js';
import { WRITTEN_FLOORS_SETS_0_TO_9 } from './floors-written-sets-0-9.js';
import { WRITTEN_FLOORS_SETS_10_TO_19 } from './floors-written-sets-10-19.js';
import { WRITTEN_FLOORS_SETS_20_TO_29 } from './floors-written-sets-20-29.js';
import { WRITTEN_FLOORS_SETS_30_TO_39 } from './floors-written-sets-30-39.js';

/** Where each part of the table lives: `npm run bench:scoring-repin -- --write` writes the figures back into these files; a new held-out set's entry goes at the end of the last one (or a new file for the next ten sets). */
export const WRITTEN_FLOORS_FILES: FloorsFile[] = [
  ['floors-written-sets-0-9.ts', WRITTEN_FLOORS_SETS_0_TO_9],
  ['floors-written-sets-10-19.ts', WRITTEN_FLOORS_SETS_10_TO_19],
  ['floors-written-sets-20-29.ts', WRITTEN_FLOORS_SETS_20_TO_29],
  ['floors-written-sets-30-39.ts', WRITTEN_FLOORS_SETS_30_TO_39],
];

/** The written sets' floors: every development set and the round's held-out set once run. */
export const WRITTEN_FLOORS: PinnedFloors[] = WRITTEN_FLOORS_FILES.flatMap(([, floors]) => floors);
