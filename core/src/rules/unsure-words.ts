/**
 * A word the recogniser gave less confidence than this is shown as unsure (grey) on HR's
 * transcript (docs/behaviour/review.md §2.4): a word shown as sure must be right at least 90% of
 * the time. Read off `npm run bench:stt`'s threshold table on the development set only (clean,
 * one voice, every 3rd answer): pocketsphinx's word posteriors are far from calibrated, so at 0.5
 * only 74% of the job model's "sure" words were right; from 0.99 91%, from 0.995 93% (the margin
 * for a sample of 11 answers), about one word in nine then shown as sure.
 */
export const UNSURE_WORD_BELOW = 0.995;

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
