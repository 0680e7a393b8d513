import type { ReviewSession } from '@sauti/core/use-cases/review/review-views';

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
