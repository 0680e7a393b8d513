import { useCallback, useEffect, useRef, useState } from 'react';
import { openCamera, releaseCamera } from './camera';

/** The camera stream of the identity check: opened on demand, turned off on release and unmount. */
export function useCamera() {
  const [stream, setStream] = useState<MediaStream | null>(null);
  const current = useRef<MediaStream | null>(null);

  const release = useCallback(() => {
    releaseCamera(current.current);
    current.current = null;
    setStream(null);
  }, []);

  /** Opens the camera (closing any open one first); `isCancelled` drops a stream no longer wanted. */
  const open = useCallback(
    async (withAudio: boolean, isCancelled: () => boolean): Promise<MediaStream | null> => {
      releaseCamera(current.current);
      current.current = null;
      const opened = await openCamera(withAudio);
      if (isCancelled()) {
        releaseCamera(opened);
        return null;
      }
      current.current = opened;
      setStream(opened);
      return opened;
    },
    [],
  );

  useEffect(() => () => releaseCamera(current.current), []);

  return { stream, open, release, current };
}
