import type { PinnedFloors } from './floors.js';
import { developmentSet } from './development-set.js';
import {
  developmentBlindSet,
  heldOut2Set,
  heldOut3Set,
  heldOut4Set,
  heldOut5Set,
  heldOut6Set,
  heldOut7Set,
  heldOutSet,
} from './sets.js';

/** The written sets' floors: every development set and the round's held-out set once run. */
export const WRITTEN_FLOORS: PinnedFloors[] = [
  {
    set: developmentSet,
    guided: {
      spearmanPerAnswer: 0.77,
      spearmanPerInterview: 0.85,
      levelsInOrder: 11,
      adversarialAbove: 25,
      gapMax: 6,
      flaggedHonest: 0,
      anchoredSpearman: 0.78,
    },
    unguided: {
      spearmanPerAnswer: 0.73,
      spearmanPerInterview: 0.81,
      levelsInOrder: 8,
      adversarialAbove: 25,
      gapMax: 5,
      flaggedHonest: 0,
      anchoredSpearman: 0.75,
    },
  },
  {
    set: developmentBlindSet,
    guided: {
      spearmanPerAnswer: 0.82,
      spearmanPerInterview: 0.74,
      levelsInOrder: 6,
      adversarialAbove: 16,
      gapMax: 14,
      flaggedHonest: 0,
      anchoredSpearman: 0.82,
    },
    unguided: {
      spearmanPerAnswer: 0.81,
      spearmanPerInterview: 0.75,
      levelsInOrder: 4,
      adversarialAbove: 16,
      gapMax: 10,
      flaggedHonest: 0,
      anchoredSpearman: 0.84,
    },
  },
  {
    set: heldOutSet,
    guided: {
      spearmanPerAnswer: 0.75,
      // local-signals@9: an interview with a harmful answer now held ranks by its scored answers.
      spearmanPerInterview: 0.6,
      levelsInOrder: 4,
      adversarialAbove: 22,
      gapMax: 14,
      flaggedHonest: 0,
      anchoredSpearman: 0.82,
    },
    unguided: {
      spearmanPerAnswer: 0.79,
      spearmanPerInterview: 0.81,
      levelsInOrder: 5,
      adversarialAbove: 11,
      gapMax: 26,
      flaggedHonest: 0,
      anchoredSpearman: 0.84,
    },
  },
  {
    set: heldOut2Set,
    guided: {
      spearmanPerAnswer: 0.75,
      spearmanPerInterview: 0.61,
      levelsInOrder: 1,
      adversarialAbove: 22,
      gapMax: 10,
      flaggedHonest: 0,
      anchoredSpearman: 0.76,
    },
    unguided: {
      spearmanPerAnswer: 0.82,
      spearmanPerInterview: 0.71,
      levelsInOrder: 7,
      adversarialAbove: 18,
      gapMax: 6,
      flaggedHonest: 0,
      anchoredSpearman: 0.83,
    },
  },
  {
    set: heldOut3Set,
    guided: {
      spearmanPerAnswer: 0.73,
      spearmanPerInterview: 0.66,
      levelsInOrder: 1,
      adversarialAbove: 25,
      gapMax: 13,
      flaggedHonest: 0,
      anchoredSpearman: 0.82,
    },
    unguided: {
      spearmanPerAnswer: 0.79,
      spearmanPerInterview: 0.68,
      levelsInOrder: 6,
      adversarialAbove: 20,
      gapMax: 5,
      flaggedHonest: 0,
      anchoredSpearman: 0.85,
    },
  },
  {
    set: heldOut4Set,
    guided: {
      spearmanPerAnswer: 0.69,
      spearmanPerInterview: 0.68,
      levelsInOrder: 2,
      adversarialAbove: 21,
      gapMax: 8,
      flaggedHonest: 0,
      anchoredSpearman: 0.83,
    },
    unguided: {
      spearmanPerAnswer: 0.71,
      spearmanPerInterview: 0.75,
      levelsInOrder: 3,
      adversarialAbove: 21,
      gapMax: 70,
      flaggedHonest: 0,
      anchoredSpearman: 0.82,
    },
  },
  {
    // Written blind, run once per round: local-signals@4 to @7 measured the same.
    set: heldOut5Set,
    guided: {
      spearmanPerAnswer: 0.72,
      spearmanPerInterview: 0.66,
      levelsInOrder: 1,
      adversarialAbove: 24,
      gapMax: 14,
      flaggedHonest: 1,
      anchoredSpearman: 0.83,
    },
    unguided: {
      spearmanPerAnswer: 0.76,
      spearmanPerInterview: 0.68,
      levelsInOrder: 3,
      adversarialAbove: 29,
      gapMax: 9,
      flaggedHonest: 1,
      anchoredSpearman: 0.83,
    },
  },
  {
    // Written blind during the local-signals@7 round, run once on @6 (a baseline) and once on @7: the
    // same figures but one more honest answer flagged in the unguided part (5 on @6).
    set: heldOut6Set,
    guided: {
      spearmanPerAnswer: 0.68,
      spearmanPerInterview: 0.63,
      levelsInOrder: 0,
      adversarialAbove: 30,
      gapMax: 8,
      flaggedHonest: 1,
      anchoredSpearman: 0.72,
    },
    unguided: {
      spearmanPerAnswer: 0.72,
      // local-signals@9: an interview with a harmful answer now held ranks by its scored answers.
      spearmanPerInterview: 0.72,
      levelsInOrder: 2,
      adversarialAbove: 23,
      gapMax: 6,
      flaggedHonest: 6,
      anchoredSpearman: 0.84,
    },
  },
  {
    // Written blind at the end of the local-signals@7 round: the held-out set of the @8 round, run
    // once on @7 (a baseline) and once on @8 (these figures; only the anchored ones and one unguided
    // adversarial win moved).
    set: heldOut7Set,
    guided: {
      spearmanPerAnswer: 0.7,
      spearmanPerInterview: 0.57,
      levelsInOrder: 2,
      adversarialAbove: 31,
      gapMax: 14,
      flaggedHonest: 1,
      anchoredSpearman: 0.82,
    },
    unguided: {
      spearmanPerAnswer: 0.63,
      spearmanPerInterview: 0.73,
      levelsInOrder: 5,
      adversarialAbove: 31,
      gapMax: 71,
      flaggedHonest: 0,
      anchoredSpearman: 0.75,
    },
  },
];
