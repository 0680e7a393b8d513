import { useCallback } from 'react';
import { cn } from '@/lib/cn';
import { useT } from '../i18n/screen-language';

/**
 * The live camera picture, mirrored like a mirror so moving left moves left. Muted: the candidate
 * must not hear their own microphone.
 */
export function CameraView({
  stream,
  videoRef,
  className,
}: {
  stream: MediaStream | null;
  /** Receives the video element, e.g. to take a photo from it. */
  videoRef?: (video: HTMLVideoElement | null) => void;
  className?: string;
}) {
  const t = useT();
  const attach = useCallback(
    (video: HTMLVideoElement | null) => {
      if (video && video.srcObject !== stream) video.srcObject = stream;
      videoRef?.(video);
    },
    [stream, videoRef],
  );
  return (
    <video
      ref={attach}
      autoPlay
      muted
      playsInline
      aria-label={t('identity.camera')}
      className={cn('aspect-[4/3] w-full -scale-x-100 rounded-lg bg-black object-cover', className)}
    />
  );
}

/** The phrase to read aloud, large enough to read from arm's length on a phone. */
export function PhraseToRead({ phrase }: { phrase: string }) {
  const t = useT();
  return (
    <p
      className="rounded-lg bg-muted p-4 text-center text-xl font-semibold"
      aria-label={t('identity.phrase')}
    >
      {phrase}
    </p>
  );
}
