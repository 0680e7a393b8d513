import type { FloorsFile, PinnedFloors } from './floors.js';
import { RECOGNISED_FLOORS_SETS_0_TO_9 } from './floors-recognised-sets-0-9.js';
import { RECOGNISED_FLOORS_SETS_10_TO_19 } from './floors-recognised-sets-10-19.js';
import { RECOGNISED_FLOORS_SETS_20_TO_29 } from './floors-recognised-sets-20-29.js';
import { RECOGNISED_FLOORS_SETS_30_TO_39 } from './floors-recognised-sets-30-39.js';

/** Where each part of the table lives: `npm run bench:scoring-repin -- --write` writes the figures back into these files; a new held-out set's entry goes at the end of the last one (or a new file for the next ten sets). */
export const RECOGNISED_FLOORS_FILES: FloorsFile[] = [
  ['floors-recognised-sets-0-9.ts', RECOGNISED_FLOORS_SETS_0_TO_9],
  ['floors-recognised-sets-10-19.ts', RECOGNISED_FLOORS_SETS_10_TO_19],
  ['floors-recognised-sets-20-29.ts', RECOGNISED_FLOORS_SETS_20_TO_29],
  ['floors-recognised-sets-30-39.ts', RECOGNISED_FLOORS_SETS_30_TO_39],
];

/** The recognised sets' floors: honest answers as the default recogniser heard them (recognised/README.md); nothing left to rank with anchors. */
export const RECOGNISED_FLOORS: PinnedFloors[] = RECOGNISED_FLOORS_FILES.flatMap(([, floors]) => floors);
