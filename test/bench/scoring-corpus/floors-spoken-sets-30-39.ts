import type { PinnedFloors } from './floors.js';
import { heldOut30Set, heldOut31Set } from './sets.js';
import { spokenSet } from './spoken-set.js';

/** The spoken floors of held-out-30 and held-out-31 on (floors-spoken.ts gathers the parts). */
export const SPOKEN_FLOORS_SETS_30_TO_39: PinnedFloors[] = [
  {
    set: () => spokenSet(heldOut30Set()),
    anchors: false,
    guided: {
      spearmanPerAnswer: 0.7,
      spearmanPerInterview: 0.85,
      levelsInOrder: 1,
      adversarialAbove: 22,
      gapMax: 10,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.65,
      spearmanPerInterview: 0.73,
      levelsInOrder: 3,
      adversarialAbove: 29,
      gapMax: 5,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
  },
  {
    set: () => spokenSet(heldOut31Set()),
    anchors: false,
    guided: {
      spearmanPerAnswer: 0.68,
      spearmanPerInterview: 0.83,
      levelsInOrder: 4,
      adversarialAbove: 22,
      gapMax: 18,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.73,
      spearmanPerInterview: 0.86,
      levelsInOrder: 3,
      adversarialAbove: 22,
      gapMax: 6,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
  },
];
