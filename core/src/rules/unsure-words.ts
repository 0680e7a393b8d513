/**
 * The name the offline recogniser reports (docs/behaviour/interview.md §11); the job's model is
 * named after it ('pocketsphinx (offline), job-adapted model'). Here because the unsure line
 * depends on it.
 */
export const OFFLINE_RECOGNISER_NAME = 'pocketsphinx (offline)';

/**
 * pocketsphinx's line: a word it gave less confidence than this is shown as unsure (grey) on HR's
 * transcript (docs/behaviour/review.md §2.4), since a word shown as sure must be right at least
 * 90% of the time. Read off `npm run bench:stt`'s threshold table on the development set only
 * (clean, one voice, every 3rd answer): its word posteriors are far from calibrated, so at 0.5
 * only 74% of the job model's "sure" words were right; from 0.99 91%, from 0.995 93% (the margin
 * for a sample of 11 answers), about one word in nine then shown as sure.
 */
export const OFFLINE_UNSURE_BELOW = 0.995;

/**
 * The line for recognisers whose word confidence is a probability (a Whisper server's word
 * probability, Google's word confidence): pocketsphinx's 0.995 would grey nearly every word they
 * hear. 0.5, the point where the recogniser thinks the word more likely wrong than right; not
 * measured here, since no such recogniser runs on this machine (docs/operations.md says how to
 * check it with `npm run bench:stt -- --recognisers openai`).
 */
export const PROBABILITY_UNSURE_BELOW = 0.5;

/**
 * The line for a transcript made by `recogniser` (its stored name). An unknown recogniser (a
 * transcript stored before recognisers were named) gets the offline line: the default install's
 * recogniser, and the stricter one.
 */
export function unsureLineFor(recogniser: string | null | undefined): number {
  if (!recogniser || recogniser.startsWith(OFFLINE_RECOGNISER_NAME)) return OFFLINE_UNSURE_BELOW;
  return PROBABILITY_UNSURE_BELOW;
}

/** Whether a word with this confidence is shown as unsure; a word without one is not marked. */
export function isUnsureWord(
  confidence: number | null | undefined,
  recogniser: string | null | undefined,
): boolean {
  return confidence !== null && confidence !== undefined && confidence < unsureLineFor(recogniser);
}

/**
 * A confidence that is shown as unsure under every recogniser's line, never raised: for words
 * that must not look certain whatever the recogniser thought of them (docs/behaviour/interview.md
 * §11).
 */
export function unsureConfidence(confidence: number | null | undefined): number {
  return Math.min(confidence ?? 0, Math.min(OFFLINE_UNSURE_BELOW, PROBABILITY_UNSURE_BELOW) / 2);
}
