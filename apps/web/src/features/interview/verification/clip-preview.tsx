import { IDENTITY_CHECK, type IdentityCheckState } from '@sauti/core/rules/identity-check';
import { useEffect, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { PhraseToRead } from './camera-view';
import { useT } from '../i18n/screen-language';

/** An object URL for `blob` while it is shown, revoked afterwards. */
export function useObjectUrl(blob: Blob | null): string | null {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    if (!blob) return setUrl(null);
    const created = URL.createObjectURL(blob);
    setUrl(created);
    return () => URL.revokeObjectURL(created);
  }, [blob]);
  return url;
}

/** The recorded clip with Retake and Submit; after a failed attempt or upload, why and what to do. */
export function ClipPreview({
  state,
  video,
  phrase,
  uploadProblem,
  onRetake,
  onSubmit,
}: {
  state: IdentityCheckState;
  video: Blob | null;
  phrase: string;
  uploadProblem: 'network' | 'server' | null;
  onRetake: () => void;
  onSubmit: () => void;
}) {
  const t = useT();
  const url = useObjectUrl(video);
  const message =
    state.message && uploadProblem === 'network'
      ? t('identity.uploadConnection')
      : state.message && t.known(state.message);
  const attemptsLeft = IDENTITY_CHECK.maxAttempts - state.attempts;
  return (
    <div className="flex flex-col gap-3">
      {url ? (
        <video
          src={url}
          controls
          playsInline
          aria-label={t('recorder.yourRecording')}
          className="w-full rounded-lg bg-black"
        />
      ) : (
        <Spinner label={t('identity.preparing')} className="self-center" />
      )}
      {(message || state.hint) && (
        <div role="alert" className="flex flex-col gap-1 rounded-lg border border-destructive p-3">
          {message && <p className="font-medium text-destructive">{message}</p>}
          {state.hint && <p>{t.known(state.hint)}</p>}
        </div>
      )}
      <PhraseToRead phrase={phrase} />
      <p className="text-sm text-muted-foreground">{t('identity.attemptsLeft', { count: attemptsLeft })}</p>
      <div className="grid grid-cols-2 gap-3">
        <Button size="lg" variant="outline" onClick={onRetake}>
          {t('identity.retake')}
        </Button>
        <Button size="lg" onClick={onSubmit} disabled={!video}>
          {t('identity.submit')}
        </Button>
      </div>
    </div>
  );
}
