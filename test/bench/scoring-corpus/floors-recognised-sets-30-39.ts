import type { PinnedFloors } from './floors.js';
import { heldOut30RecognisedSet, heldOut31RecognisedSet } from './sets.js';

/** The recognised floors of held-out-30 and held-out-31 on (floors-recognised.ts gathers the parts). */
export const RECOGNISED_FLOORS_SETS_30_TO_39: PinnedFloors[] = [
  {
    set: heldOut30RecognisedSet,
    guided: {
      spearmanPerAnswer: 0.53,
      spearmanPerInterview: 0.9,
      levelsInOrder: 3,
      adversarialAbove: 0,
      gapMax: 76,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.82,
      spearmanPerInterview: 0.83,
      levelsInOrder: 4,
      adversarialAbove: 0,
      gapMax: 94,
      flaggedHonest: 1,
      anchoredSpearman: null,
    },
  },
  {
    set: heldOut31RecognisedSet,
    guided: {
      spearmanPerAnswer: 0.73,
      spearmanPerInterview: 0.93,
      levelsInOrder: 3,
      adversarialAbove: 0,
      gapMax: 81,
      flaggedHonest: 1,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.6,
      spearmanPerInterview: 0.86,
      levelsInOrder: 4,
      adversarialAbove: 0,
      gapMax: 85,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
  },
];
