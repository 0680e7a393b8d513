/** A normalised voice score at or above this is a Voice Match (docs/behaviour/interview.md §9, docs/behaviour/review.md §4). */
export const VOICE_MATCH_THRESHOLD = 0.5;
/** At or above this the 'Auto-verified (voice)' badge shows. */
export const AUTO_VERIFIED_THRESHOLD = 0.8;
/** The badge text for an auto-verified voice. */
export const AUTO_VERIFIED_LABEL = 'Auto-verified (voice)';

export type VoiceStatus = 'Loading' | 'Voice Match' | 'Needs Review';

/** A voice score on the 0-1 scale: a value above 1 is read as a percentage and divided by 100. */
export function normaliseVoiceScore(score: number): number {
  return score > 1 ? score / 100 : score;
}

function numericScore(score: unknown): number | null {
  return typeof score === 'number' && Number.isFinite(score) ? normaliseVoiceScore(score) : null;
}

/** Loading while there is no numeric score; Voice Match at >= 0.5 normalised; else Needs Review. */
export function voiceStatus(score: unknown): VoiceStatus {
  const normalised = numericScore(score);
  if (normalised === null) return 'Loading';
  return normalised >= VOICE_MATCH_THRESHOLD ? 'Voice Match' : 'Needs Review';
}

/** True when the normalised score earns the 'Auto-verified (voice)' badge (>= 0.8). */
export function isAutoVerified(score: unknown): boolean {
  const normalised = numericScore(score);
  return normalised !== null && normalised >= AUTO_VERIFIED_THRESHOLD;
}
