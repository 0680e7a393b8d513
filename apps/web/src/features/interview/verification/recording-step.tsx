import { useT } from '../i18n/screen-language';
import { translateEnglish, type Translate } from '../i18n/translator';
import { IDENTITY_CHECK, type IdentityCheckState } from '@sauti/core/rules/identity-check';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { clock } from '../recording/recording-announcer';
import { CameraView, PhraseToRead } from './camera-view';

/**
 * What a screen reader hears: one sentence per step, not one per second, so the countdown and the
 * recording clock do not flood it (the visible numbers are hidden from it).
 */
export function recordingAnnouncement(
  kind: IdentityCheckState['kind'],
  t: Translate = translateEnglish,
): string {
  if (kind === 'countdown')
    return t('identity.announceCountdown', { seconds: IDENTITY_CHECK.countdownSeconds });
  if (kind === 'recording') return t('identity.announceRecording');
  return '';
}

/** Camera setup, the 3-2-1 countdown and the recording (stops by itself at 15 s). */
export function RecordingStep({
  state,
  stream,
  phrase,
  onStop,
}: {
  state: IdentityCheckState;
  stream: MediaStream | null;
  phrase: string;
  onStop: () => void;
}) {
  const t = useT();
  if (state.kind === 'camera-setup')
    return <Spinner label={t('identity.startingCamera')} className="self-center" />;
  const limit = IDENTITY_CHECK.maxRecordingSeconds;
  return (
    <div className="flex flex-col gap-3">
      <div className="relative">
        <CameraView stream={stream} />
        {state.kind === 'countdown' && (
          <span
            aria-hidden="true"
            data-testid="countdown"
            className="absolute inset-0 flex items-center justify-center text-7xl font-bold text-white drop-shadow"
          >
            {state.countdown}
          </span>
        )}
        {state.kind === 'recording' && (
          <span
            aria-hidden="true"
            className="absolute top-2 left-2 rounded bg-destructive px-2 py-1 text-sm font-medium text-white"
          >
            ● {t('identity.rec')} {clock(state.recordedSeconds)} / {clock(limit)}
          </span>
        )}
      </div>
      <p aria-live="polite" className="sr-only">
        {recordingAnnouncement(state.kind, t)}
      </p>
      <PhraseToRead phrase={phrase} />
      {state.kind === 'recording' && (
        <Button size="lg" variant="destructive" onClick={onStop}>
          {t('recorder.stop')}
        </Button>
      )}
    </div>
  );
}
