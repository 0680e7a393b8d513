import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

/** Plays one recording at a time; `playingKey` names the control whose recording plays. */
export interface SingleAudio {
  playingKey: string | null;
  /** Plays `url` for the control `key`, stopping any other; pauses when `key` is the one playing. */
  toggle: (key: string, url: string) => void;
}

/**
 * One shared audio element for a screen: starting a recording stops the one playing, so two
 * answers never talk over each other. `onPlay` is told each time a recording starts.
 */
export function useSingleAudio(onPlay?: () => void): SingleAudio {
  const audioRef = useRef<HTMLAudioElement | null>(null);
  const [playingKey, setPlayingKey] = useState<string | null>(null);

  useEffect(
    () => () => {
      audioRef.current?.pause();
    },
    [],
  );

  const toggle = useCallback(
    (key: string, url: string) => {
      const audio = (audioRef.current ??= new Audio());
      audio.pause();
      if (playingKey === key) {
        setPlayingKey(null);
        return;
      }
      audio.src = url;
      audio.onended = () => setPlayingKey(null);
      setPlayingKey(key);
      onPlay?.();
      // play() rejects when the browser refuses (e.g. a missing file): the control goes back to Play.
      Promise.resolve(audio.play()).catch(() =>
        setPlayingKey((current) => (current === key ? null : current)),
      );
    },
    [playingKey, onPlay],
  );

  return { playingKey, toggle };
}

/** The screen's shared player; provided by the candidate detail page. */
export const SingleAudioContext = createContext<SingleAudio>({ playingKey: null, toggle: () => {} });

/** The shared player of the nearest provider. */
export function useSharedAudio(): SingleAudio {
  return useContext(SingleAudioContext);
}
