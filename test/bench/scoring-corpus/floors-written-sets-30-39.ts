import type { PinnedFloors } from './floors.js';
import { heldOut30Set } from './sets.js';

/** The written floors of held-out-30 on (floors-written.ts gathers the parts). */
export const WRITTEN_FLOORS_SETS_30_TO_39: PinnedFloors[] = [
  {
    set: heldOut30Set,
    guided: {
      spearmanPerAnswer: 0.67,
      spearmanPerInterview: 0.84,
      levelsInOrder: 0,
      adversarialAbove: 22,
      gapMax: 89,
      flaggedHonest: 3,
      anchoredSpearman: 0.84,
    },
    unguided: {
      spearmanPerAnswer: 0.63,
      spearmanPerInterview: 0.73,
      levelsInOrder: 2,
      adversarialAbove: 27,
      gapMax: 5,
      flaggedHonest: 1,
      anchoredSpearman: 0.8,
    },
  },
];
