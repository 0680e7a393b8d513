import { translateEnglish, type Translate } from '../i18n/translator';
import type { RecorderStatus } from './use-voice-recorder';

/** Seconds left at which a screen reader is told how much time remains. */
export const ANNOUNCE_AT_SECONDS_LEFT = [30, 10] as const;

/**
 * The text of the polite live region beside the recorder. It changes only at a few moments (start,
 * 30 s and 10 s left, stop, done) rather than every second, so a screen reader is not flooded.
 */
export function recorderAnnouncement(
  status: RecorderStatus,
  elapsedSeconds: number,
  limitSeconds: number,
  t: Translate = translateEnglish,
): string {
  if (status === 'idle') return '';
  if (status === 'processing') return t('recorder.announceProcessing');
  if (status === 'recorded') return t('recorder.announceRecorded');
  const left = limitSeconds - elapsedSeconds;
  const threshold = ANNOUNCE_AT_SECONDS_LEFT.filter((mark) => left <= mark).at(-1);
  if (threshold === undefined) return t('recorder.announceStart', { seconds: limitSeconds });
  return t('recorder.announceLeft', { seconds: threshold });
}

/** m:ss for a number of seconds. */
export function clock(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  return `${Math.floor(whole / 60)}:${String(whole % 60).padStart(2, '0')}`;
}
