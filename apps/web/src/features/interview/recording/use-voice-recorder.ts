import { useCallback, useEffect, useRef, useState } from 'react';
import { startAudioRecording, type ActiveRecording } from './audio-recorder';
import { measureRecording } from './measure-recording';
import type { RecordingQuality } from '@sauti/core/rules/recording-quality';

/** The voice recorder's states (docs/behaviour/interview.md §4.6); 'recorded' offers re-record or continue. */
export type RecorderStatus = 'idle' | 'recording' | 'processing' | 'recorded';

/** How long the recorder shows 'processing' after a recording stops (docs/behaviour/interview.md §4.6: about 1.5 s). */
export const PROCESSING_MS = 1_500;

/** What the recorder hook gives a stage. */
export interface VoiceRecorder {
  status: RecorderStatus;
  /** Whole seconds recorded so far (while recording) or in the finished recording. */
  elapsedSeconds: number;
  /** The finished recording, once status is 'recorded'. */
  audio: Blob | null;
  /** Seconds the finished recording lasted. */
  durationSeconds: number;
  /** Set when the microphone could not be used. */
  error: string | null;
  /**
   * What the device measured of the finished recording (level, clipping, speech), when the
   * recorder was asked to check it and the browser could decode it; otherwise null.
   */
  quality: RecordingQuality | null;
  start(): Promise<void>;
  stop(): void;
  /** Discards the recording and returns to idle. */
  reset(): void;
  /** Shows a recording made before a reload as the finished one (idle only; otherwise ignored). */
  restore(audio: Blob, durationSeconds: number): void;
}

/**
 * A recorder with a time limit: recording stops by itself at `limitSeconds`. `microphoneError` is
 * the spec's microphone message. With `checkQuality` each finished recording is measured on the
 * device while 'processing' shows (docs/behaviour/interview.md §16).
 */
export function useVoiceRecorder(
  limitSeconds: number,
  microphoneError: string,
  { checkQuality = false }: { checkQuality?: boolean } = {},
): VoiceRecorder {
  const [status, setStatus] = useState<RecorderStatus>('idle');
  const [elapsedSeconds, setElapsed] = useState(0);
  const [audio, setAudio] = useState<Blob | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [quality, setQuality] = useState<RecordingQuality | null>(null);
  const recording = useRef<ActiveRecording | null>(null);
  const startedAt = useRef(0);
  const [durationSeconds, setDuration] = useState(0);
  const statusRef = useRef(status);
  statusRef.current = status;

  const stop = useCallback(() => {
    const active = recording.current;
    if (!active) return;
    recording.current = null;
    setDuration(Math.min(limitSeconds, (Date.now() - startedAt.current) / 1000));
    setStatus('processing');
    const minimumWait = new Promise((resolve) => setTimeout(resolve, PROCESSING_MS));
    const recorded = active
      .stop()
      .then(async (blob) => ({ blob, measured: checkQuality ? await measureRecording(blob) : null }));
    void Promise.all([recorded, minimumWait]).then(([{ blob, measured }]) => {
      setAudio(blob);
      setQuality(measured);
      setStatus('recorded');
    });
  }, [limitSeconds, checkQuality]);

  const start = useCallback(async () => {
    setError(null);
    try {
      recording.current = await startAudioRecording();
    } catch {
      setError(microphoneError);
      return;
    }
    startedAt.current = Date.now();
    setElapsed(0);
    setAudio(null);
    setQuality(null);
    setStatus('recording');
  }, [microphoneError]);

  useEffect(() => {
    if (status !== 'recording') return;
    const tick = setInterval(() => {
      const seconds = Math.floor((Date.now() - startedAt.current) / 1000);
      setElapsed(Math.min(seconds, limitSeconds));
      if (seconds >= limitSeconds) stop();
    }, 250);
    return () => clearInterval(tick);
  }, [status, limitSeconds, stop]);

  // Leaving the stage mid-recording releases the microphone.
  useEffect(() => () => recording.current?.cancel(), []);

  const reset = useCallback(() => {
    setAudio(null);
    setQuality(null);
    setElapsed(0);
    setStatus('idle');
  }, []);

  const restore = useCallback(
    (saved: Blob, seconds: number) => {
      // Only over an untouched recorder: a take started before the saved one was read wins.
      if (recording.current || statusRef.current !== 'idle') return;
      setAudio(saved);
      setDuration(seconds);
      setElapsed(Math.min(limitSeconds, Math.round(seconds)));
      setStatus('recorded');
    },
    [limitSeconds],
  );

  return {
    status,
    elapsedSeconds,
    audio,
    durationSeconds,
    error,
    quality,
    start,
    stop,
    reset,
    restore,
  };
}
