import type { PinnedFloors } from './floors.js';
import { heldOut30Set, heldOut31Set } from './sets.js';

/** The written floors of held-out-30 and held-out-31 on (floors-written.ts gathers the parts). */
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
  {
    set: heldOut31Set,
    guided: {
      spearmanPerAnswer: 0.68,
      spearmanPerInterview: 0.8,
      levelsInOrder: 5,
      adversarialAbove: 21,
      gapMax: 23,
      flaggedHonest: 0,
      anchoredSpearman: 0.86,
    },
    unguided: {
      spearmanPerAnswer: 0.69,
      spearmanPerInterview: 0.78,
      levelsInOrder: 2,
      adversarialAbove: 25,
      gapMax: 13,
      flaggedHonest: 0,
      anchoredSpearman: 0.84,
    },
  },
];
