/**
 * A word the recogniser gave less confidence than this is shown as unsure (grey) on HR's
 * transcript (docs/behaviour/review.md §2.4). Measured on the recogniser benchmark
 * (`npm run bench:stt`): pocketsphinx's word posteriors at or above it were right at least 90% of
 * the time on clean synthetic speech.
 */
export const UNSURE_WORD_BELOW = 0.5;

/** Whether a word with this confidence is shown as unsure; a word without one is not marked. */
export function isUnsureWord(confidence: number | null | undefined): boolean {
  return confidence !== null && confidence !== undefined && confidence < UNSURE_WORD_BELOW;
}

/**
 * A confidence that is shown as unsure, never raised: for words that must not look certain
 * whatever the recogniser thought of them (docs/behaviour/interview.md §11).
 */
export function unsureConfidence(confidence: number | null | undefined): number {
  return Math.min(confidence ?? 0, UNSURE_WORD_BELOW / 2);
}
