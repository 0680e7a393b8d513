import { createContext, useCallback, useContext, useEffect, useRef, useState } from 'react';

/** Plays one recording at a time; `playingKey` names the control whose recording plays. */
export interface SingleAudio {
  playingKey: string | null;
  /** Plays `url` for the control `key`, stopping any other; pauses when `key` is the one playing. */
  toggle: (key: string, url: string) => void;
  /** Plays `url` for the control `key` from `seconds` (a word of its transcript), stopping any other. */
  playFrom: (key: string, url: string, seconds: number) => void;
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

  const start = useCallback(
    (key: string, url: string, seconds: number) => {
      const audio = (audioRef.current ??= new Audio());
      audio.pause();
      // The same recording keeps what the browser loaded; a seek then needs no new request.
      if (audio.getAttribute('src') !== url) audio.src = url;
      audio.currentTime = seconds;
      audio.onended = () => setPlayingKey(null);
      setPlayingKey(key);
      onPlay?.();
      // play() rejects when the browser refuses (e.g. a missing file): the control goes back to Play.
      Promise.resolve(audio.play()).catch(() =>
        setPlayingKey((current) => (current === key ? null : current)),
      );
    },
    [onPlay],
  );

  const toggle = useCallback(
    (key: string, url: string) => {
      if (playingKey === key) {
        audioRef.current?.pause();
        setPlayingKey(null);
        return;
      }
      start(key, url, 0);
    },
    [playingKey, start],
  );

  return { playingKey, toggle, playFrom: start };
}

/** The screen's shared player; provided by the candidate detail page. */
export const SingleAudioContext = createContext<SingleAudio>({
  playingKey: null,
  toggle: () => {},
  playFrom: () => {},
});

/** The shared player of the nearest provider. */
export function useSharedAudio(): SingleAudio {
  return useContext(SingleAudioContext);
}
