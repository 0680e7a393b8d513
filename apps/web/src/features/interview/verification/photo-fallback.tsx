import { useT } from '../i18n/screen-language';
import type { IdentityCheckState } from '@sauti/core/rules/identity-check';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { CameraView } from './camera-view';
import { useObjectUrl } from './clip-preview';
import { capturePhoto, imageFileToJpeg } from './photo';

/**
 * The photo fallback (docs/behaviour/interview.md §4.4): after two failed uploads, or on a 2g connection, a still photo
 * (JPEG at 0.8) replaces the video, and the hiring team reviews it. When the page cannot open the
 * camera, the phone's own camera is offered through a file input.
 */
export function PhotoFallback({
  state,
  stream,
  cameraError,
  busy,
  onSubmit,
}: {
  state: IdentityCheckState;
  stream: MediaStream | null;
  cameraError: string | null;
  busy: boolean;
  onSubmit: (photo: Blob) => void;
}) {
  const t = useT();
  const [video, setVideo] = useState<HTMLVideoElement | null>(null);
  const [photo, setPhoto] = useState<Blob | null>(null);
  const [captureError, setCaptureError] = useState<string | null>(null);
  const url = useObjectUrl(photo);
  const reason = state.uploadFailures > 0 ? t('identity.photoUploadFailed') : t('identity.photoSlow');

  const take = (making: Promise<Blob>) => {
    setCaptureError(null);
    making.then(setPhoto, () => setCaptureError(t('identity.photoCaptureFailed')));
  };

  return (
    <div className="flex flex-col gap-3">
      <p>
        {reason} {t('identity.photoHow')}
      </p>
      {url ? (
        <img src={url} alt={t('identity.photo')} className="w-full rounded-lg" />
      ) : cameraError ? (
        <div className="flex flex-col gap-2">
          <p role="alert" className="text-destructive">
            {t.known(cameraError)}
          </p>
          <label className="flex flex-col gap-1 text-sm font-medium">
            {t('identity.photoPhone')}
            <input
              type="file"
              accept="image/jpeg,image/*"
              capture="user"
              onChange={(event) => {
                const file = event.target.files?.[0];
                if (file) take(imageFileToJpeg(file));
              }}
            />
          </label>
        </div>
      ) : (
        <CameraView stream={stream} videoRef={setVideo} />
      )}
      {(state.message ?? captureError) && (
        <p role="alert" className="font-medium text-destructive">
          {state.message ? t.known(state.message) : captureError}
        </p>
      )}
      {photo ? (
        <div className="grid grid-cols-2 gap-3">
          <Button size="lg" variant="outline" onClick={() => setPhoto(null)} disabled={busy}>
            {t('identity.photoRetake')}
          </Button>
          <Button size="lg" onClick={() => onSubmit(photo)} disabled={busy}>
            {busy ? t('identity.sending') : t('identity.photoSend')}
          </Button>
        </div>
      ) : (
        !cameraError && (
          <Button size="lg" onClick={() => video && take(capturePhoto(video))} disabled={!stream || !video}>
            {t('identity.photoTake')}
          </Button>
        )
      )}
    </div>
  );
}
