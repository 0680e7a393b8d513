import { useEffect, useRef, useState } from 'react';

/**
 * Plays a list of recordings one after another through one audio element (Play Recording on a
 * legacy card). Bind `audioRef` and `onEnded` to an `<audio>`; `start` plays from the first,
 * `stop` pauses and resets. `current` is the index playing, null when stopped.
 */
export function useSequentialAudio(urls: readonly string[]) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [current, setCurrent] = useState<number | null>(null);
  const url = current === null ? undefined : urls[current];

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio || url === undefined) return;
    audio.src = url;
    // A refused or broken source stops the sequence instead of leaving a stuck "playing" state.
    audio.play()?.catch(() => setCurrent(null));
  }, [url]);

  const stop = () => {
    audioRef.current?.pause();
    setCurrent(null);
  };

  return {
    audioRef,
    current,
    start: () => setCurrent(0),
    stop,
    onEnded: () => setCurrent((i) => (i !== null && i + 1 < urls.length ? i + 1 : null)),
  };
}
