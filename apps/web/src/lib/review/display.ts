/** Placeholders and formats shared by the review screens (docs/behaviour/review.md §8). */

/** A candidate's name, or 'Anonymous Candidate' when none was given. */
export function candidateName(name: string | null | undefined): string {
  const trimmed = name?.trim();
  return trimmed ? trimmed : 'Anonymous Candidate';
}

/** The placeholder of a missing transcript. */
export const NO_TRANSCRIPT = 'No transcript available';
/** The placeholder of a missing recording. */
export const NO_AUDIO = 'No audio recording available';

/**
 * What a transcript is called wherever HR reads one (docs/behaviour/review.md §2.4): a recogniser
 * wrote it, not a person, and it names which.
 */
export function machineTranscriptLabel(transcriber: string | null | undefined): string {
  return transcriber ? `Machine transcript · ${transcriber}` : 'Machine transcript';
}

/** A moment of a recording as '1:05'. */
export function formatClock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}

/** The legend under a transcript whose words carry confidences. */
export const UNSURE_WORDS_LEGEND =
  'Grey words are ones the recogniser was unsure of. Select any word to hear the answer from there.';
/** The printable report's legend (nothing to select on paper). */
export const UNSURE_WORDS_PRINT_LEGEND =
  'Grey words are ones the recogniser was unsure of: listen to the recording.';

/** A date as '21 Nov 2026', or 'N/A' when missing or invalid. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'N/A';
  return date.toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
}

/** Seconds rounded to a whole number, e.g. '42s'; '—' when unknown. */
export function formatSeconds(seconds: number | null | undefined): string {
  return typeof seconds === 'number' && Number.isFinite(seconds) ? `${Math.round(seconds)}s` : '—';
}

/** The download link of a session's CV. */
export function cvUrl(sessionId: string): string {
  return `/download/cv/${encodeURIComponent(sessionId)}`;
}
