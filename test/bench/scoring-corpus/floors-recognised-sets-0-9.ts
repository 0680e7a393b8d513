import type { PinnedFloors } from './floors.js';
import {
  developmentBlindRecognisedSet,
  heldOut5RecognisedSet,
  heldOut6RecognisedSet,
  heldOut7RecognisedSet,
  heldOut8RecognisedSet,
  heldOut9RecognisedSet,
} from './sets.js';

/** The recognised floors of development, development-blind and held-out to held-out-9 (floors-recognised.ts gathers the parts). */
export const RECOGNISED_FLOORS_SETS_0_TO_9: PinnedFloors[] = [
  {
    // development-blind's honest answers as the default recogniser heard them (recognised/README.md):
    // only graded levels and plain/polished, so nothing is left to rank once five are anchors.
    set: developmentBlindRecognisedSet,
    guided: {
      spearmanPerAnswer: 0.54,
      spearmanPerInterview: 0.95,
      levelsInOrder: 4,
      adversarialAbove: 0,
      gapMax: 67,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.72,
      spearmanPerInterview: 0.94,
      levelsInOrder: 5,
      adversarialAbove: 0,
      gapMax: 93,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
  },
  {
    // held-out-5's honest answers as the default recogniser heard them, held out like their text
    // (local-signals@6, run once).
    set: heldOut5RecognisedSet,
    guided: {
      spearmanPerAnswer: 0.51,
      spearmanPerInterview: 0.8,
      levelsInOrder: 1,
      adversarialAbove: 0,
      gapMax: 63,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.78,
      spearmanPerInterview: 0.94,
      levelsInOrder: 5,
      adversarialAbove: 0,
      gapMax: 67,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
  },
  {
    // held-out-6's honest answers as the default recogniser heard them (local-signals@7, run once).
    set: heldOut6RecognisedSet,
    guided: {
      spearmanPerAnswer: 0.51,
      spearmanPerInterview: 0.76,
      levelsInOrder: 0,
      adversarialAbove: 0,
      gapMax: 78,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.68,
      spearmanPerInterview: 0.9,
      levelsInOrder: 2,
      adversarialAbove: 0,
      gapMax: 65,
      flaggedHonest: 1,
      anchoredSpearman: null,
    },
  },
  {
    // held-out-7's honest answers as the default recogniser heard them (decoded before the @8
    // round changed anything; @7 and @8 give the same figures).
    set: heldOut7RecognisedSet,
    guided: {
      spearmanPerAnswer: 0.58,
      spearmanPerInterview: 0.84,
      levelsInOrder: 0,
      adversarialAbove: 0,
      gapMax: 79,
      flaggedHonest: 1,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.59,
      spearmanPerInterview: 0.92,
      levelsInOrder: 3,
      adversarialAbove: 0,
      gapMax: 73,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
  },
  {
    set: heldOut8RecognisedSet,
    guided: {
      spearmanPerAnswer: 0.37,
      spearmanPerInterview: 0.78,
      levelsInOrder: 2,
      adversarialAbove: 0,
      gapMax: 73,
      flaggedHonest: 1,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.54,
      spearmanPerInterview: 0.84,
      levelsInOrder: 3,
      adversarialAbove: 0,
      gapMax: 75,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
  },
  {
    set: heldOut9RecognisedSet,
    guided: {
      spearmanPerAnswer: 0.56,
      spearmanPerInterview: 0.82,
      levelsInOrder: 2,
      adversarialAbove: 0,
      gapMax: 65,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.73,
      spearmanPerInterview: 0.91,
      levelsInOrder: 2,
      adversarialAbove: 0,
      gapMax: 69,
      flaggedHonest: 1,
      anchoredSpearman: null,
    },
  },
];
