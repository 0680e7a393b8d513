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
import { spokenSet } from './spoken-set.js';

/** Each written set read as spoken (spoken-set.ts: lower case, no punctuation), as its attacks reach
 * the scorer through the default recogniser; anchors left out to keep it short. */
export const SPOKEN_FLOORS: PinnedFloors[] = [
  {
    set: () => spokenSet(developmentSet()),
    anchors: false,
    guided: {
      spearmanPerAnswer: 0.77,
      spearmanPerInterview: 0.85,
      levelsInOrder: 10,
      adversarialAbove: 25,
      gapMax: 95,
      flaggedHonest: 1,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.72,
      spearmanPerInterview: 0.81,
      levelsInOrder: 8,
      adversarialAbove: 24,
      gapMax: 98,
      flaggedHonest: 1,
      anchoredSpearman: null,
    },
  },
  {
    set: () => spokenSet(developmentBlindSet()),
    anchors: false,
    guided: {
      spearmanPerAnswer: 0.78,
      spearmanPerInterview: 0.73,
      levelsInOrder: 4,
      adversarialAbove: 20,
      gapMax: 100,
      flaggedHonest: 1,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.79,
      spearmanPerInterview: 0.67,
      levelsInOrder: 6,
      adversarialAbove: 20,
      gapMax: 16,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
  },
  {
    set: () => spokenSet(heldOutSet()),
    anchors: false,
    guided: {
      spearmanPerAnswer: 0.79,
      // local-signals@9: an interview with a harmful answer now held ranks by its scored answers.
      spearmanPerInterview: 0.61,
      levelsInOrder: 4,
      adversarialAbove: 21,
      gapMax: 13,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.81,
      spearmanPerInterview: 0.8,
      levelsInOrder: 6,
      adversarialAbove: 14,
      gapMax: 14,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
  },
  {
    set: () => spokenSet(heldOut2Set()),
    anchors: false,
    guided: {
      spearmanPerAnswer: 0.74,
      spearmanPerInterview: 0.6,
      levelsInOrder: 1,
      adversarialAbove: 23,
      gapMax: 100,
      flaggedHonest: 1,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.82,
      spearmanPerInterview: 0.71,
      levelsInOrder: 7,
      adversarialAbove: 17,
      gapMax: 95,
      flaggedHonest: 1,
      anchoredSpearman: null,
    },
  },
  {
    set: () => spokenSet(heldOut3Set()),
    anchors: false,
    guided: {
      spearmanPerAnswer: 0.74,
      spearmanPerInterview: 0.68,
      levelsInOrder: 1,
      adversarialAbove: 24,
      gapMax: 18,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.8,
      spearmanPerInterview: 0.65,
      levelsInOrder: 5,
      adversarialAbove: 23,
      gapMax: 100,
      flaggedHonest: 1,
      anchoredSpearman: null,
    },
  },
  {
    set: () => spokenSet(heldOut4Set()),
    anchors: false,
    guided: {
      spearmanPerAnswer: 0.7,
      spearmanPerInterview: 0.68,
      levelsInOrder: 1,
      adversarialAbove: 26,
      gapMax: 8,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.73,
      // local-signals@9: an interview with a harmful answer now held ranks by its scored answers.
      spearmanPerInterview: 0.74,
      levelsInOrder: 3,
      adversarialAbove: 22,
      gapMax: 70,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
  },
  {
    set: () => spokenSet(heldOut5Set()),
    anchors: false,
    guided: {
      spearmanPerAnswer: 0.78,
      spearmanPerInterview: 0.72,
      levelsInOrder: 1,
      adversarialAbove: 25,
      gapMax: 88,
      flaggedHonest: 2,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.77,
      spearmanPerInterview: 0.66,
      levelsInOrder: 3,
      adversarialAbove: 28,
      gapMax: 5,
      flaggedHonest: 1,
      anchoredSpearman: null,
    },
  },
  {
    set: () => spokenSet(heldOut6Set()),
    anchors: false,
    guided: {
      spearmanPerAnswer: 0.73,
      spearmanPerInterview: 0.67,
      levelsInOrder: 0,
      adversarialAbove: 28,
      gapMax: 11,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.72,
      // local-signals@9: an interview with a harmful answer now held ranks by its scored answers.
      spearmanPerInterview: 0.68,
      levelsInOrder: 0,
      adversarialAbove: 26,
      gapMax: 6,
      flaggedHonest: 5,
      anchoredSpearman: null,
    },
  },
  {
    // held-out-7 read as spoken, run once on @7 and once on @8. Guided adversarial wins are 31 in a
    // process of its own and 32 in floors.test.ts, after the other sets: wink-nlp keeps the words it
    // has read and then splits some tokens differently ("cousin's"), so a score can depend on what
    // the process read before (docs/scoring-rubric.md, "Scores that depend on what was read before").
    set: () => spokenSet(heldOut7Set()),
    anchors: false,
    guided: {
      spearmanPerAnswer: 0.72,
      spearmanPerInterview: 0.67,
      levelsInOrder: 1,
      adversarialAbove: 30,
      gapMax: 13,
      flaggedHonest: 1,
      anchoredSpearman: null,
    },
    unguided: {
      spearmanPerAnswer: 0.64,
      spearmanPerInterview: 0.73,
      levelsInOrder: 4,
      adversarialAbove: 33,
      gapMax: 71,
      flaggedHonest: 0,
      anchoredSpearman: null,
    },
  },
];
