import type { ReviewEvaluation, ReviewSession } from '@sauti/core/contract/review-views';

/**
 * Test fixtures: the fields of a review session that fixtures leave at their defaults (no CV, no
 * identity evidence, no voice score, no decision, not in the panel).
 */
export const SESSION_FIXTURE_DEFAULTS = {
  tabSwitchCount: 0,
  cvFilePath: null,
  hasCv: false,
  verificationFilePath: null,
  verificationType: null,
  verificationPhrase: null,
  verificationStatus: 'not_required',
  verifiedAt: null,
  phraseMatchExact: null,
  phraseMatchScore: null,
  voiceScore: null,
  hiringOutcome: null,
  hiringOutcomeUpdatedAt: null,
  inPanel: false,
} satisfies Partial<ReviewSession>;

/** Test fixtures: a scored evaluation's scoring fields (scored by the built-in rules, no answer scores). */
export const SCORING_FIXTURE_DEFAULTS = {
  scored: true,
  notScoredReasons: [] as string[],
  evaluator: { usesLanguageModel: false, label: 'Built-in scoring, no language model' },
  answerScores: [] as ReviewEvaluation['answerScores'],
  concerns: [] as ReviewEvaluation['concerns'],
  heldForListen: false,
};
