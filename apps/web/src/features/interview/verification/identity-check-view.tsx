import { useT } from '../i18n/screen-language';
import { IDENTITY_CHECK } from '@sauti/core/rules/identity-check';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PhraseToRead } from './camera-view';
import { videoBytes } from './camera';
import { ClipPreview } from './clip-preview';
import { PhotoFallback } from './photo-fallback';
import { RecordingStep } from './recording-step';
import type { IdentityCheck } from './use-identity-check';
import { VerificationHelp } from './verification-help';

/** The clip's data cost, at most, in the instructions: candidates pay for their data. */
const CLIP_MEGABYTES = videoBytes(IDENTITY_CHECK.maxRecordingSeconds) / 1_000_000;

function Instructions({ phrase, onStart }: { phrase: string | null; onStart?: () => void }) {
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <ol className="list-decimal space-y-1 pl-5 text-sm">
        <li>{t('identity.stepAllow')}</li>
        <li>{t('identity.stepFace', { seconds: IDENTITY_CHECK.countdownSeconds })}</li>
        <li>{t('identity.stepRead', { seconds: IDENTITY_CHECK.maxRecordingSeconds })}</li>
        <li>{t('identity.stepAttempts', { count: IDENTITY_CHECK.maxAttempts })}</li>
      </ol>
      {phrase === null ? (
        <Spinner label={t('identity.loadingPhrase')} className="self-center" />
      ) : (
        <>
          <PhraseToRead phrase={phrase} />
          <p className="text-sm text-muted-foreground">
            {t('identity.videoData', { megabytes: CLIP_MEGABYTES })}
          </p>
          <Button size="lg" onClick={onStart}>
            {t('identity.start')}
          </Button>
        </>
      )}
    </div>
  );
}

function Working({ label, text }: { label: string; text: string }) {
  return (
    <div className="flex flex-col items-center gap-3 py-6 text-center">
      <Spinner label={label} />
      <p>{text}</p>
    </div>
  );
}

/** The identity check, state by state (docs/behaviour/interview.md §4.4). */
export function IdentityCheckView({ check, sessionId }: { check: IdentityCheck; sessionId: string }) {
  const t = useT();
  const { state, phrase } = check;
  switch (state.kind) {
    case 'loading':
      return <Instructions phrase={null} />;
    case 'instructions':
      return <Instructions phrase={phrase} onStart={check.start} />;
    case 'camera-setup':
    case 'countdown':
    case 'recording':
      return <RecordingStep state={state} stream={check.stream} phrase={phrase ?? ''} onStop={check.stop} />;
    case 'preview':
      return (
        <ClipPreview
          state={state}
          video={check.video}
          phrase={phrase ?? ''}
          uploadProblem={check.uploadProblem}
          onRetake={check.retake}
          onSubmit={check.submit}
        />
      );
    case 'uploading':
      return <Working label={t('identity.uploadingLabel')} text={t('identity.uploading')} />;
    case 'checking':
      return <Working label={t('identity.checkingLabel')} text={t('identity.checking')} />;
    case 'error':
      return (
        <div role="alert" className="flex flex-col gap-3">
          <p className="text-destructive">{state.message && t.known(state.message)}</p>
          <Button size="lg" variant="outline" onClick={check.retry}>
            {t('error.tryAgain')}
          </Button>
        </div>
      );
    case 'max-attempts':
      return <VerificationHelp sessionId={sessionId} />;
    case 'photo-fallback':
      return (
        <PhotoFallback
          state={state}
          stream={check.stream}
          cameraError={check.photoCameraError}
          busy={check.photoBusy}
          onSubmit={check.submitPhoto}
        />
      );
    case 'done':
      return <Working label={t('identity.verifiedLabel')} text={t('identity.verified')} />;
  }
}
