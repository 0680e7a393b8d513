import { IDENTITY_CHECK, IDENTITY_MESSAGES, INITIAL_IDENTITY_CHECK } from '@sauti/core/rules/identity-check';
import type { VerificationStatusView } from '@sauti/core/contract/verification';
import { useCallback, useEffect, useReducer, useRef, useState } from 'react';
import { getVerificationPhrase, type SessionCredential } from '../common/interview-api';
import { mediaErrorName, startVideoRecording, type VideoRecording } from './camera';
import { connectionType } from './connection';
import { identityCheckReducer } from './identity-reducer';
import { useCamera } from './use-camera';
import {
  getVerificationStatus,
  uploadVerificationPhoto,
  uploadVerificationVideo,
  VerificationUploadError,
} from './verification-api';

/** Options of {@link useIdentityCheck}. */
export interface IdentityCheckOptions {
  /** Called once the check is done: passed, or a fallback photo handed to HR. */
  onVerified?: () => void;
  /** One second of the countdown, recording and status polling; tests shorten it. */
  tickMs?: number;
}

/** The text of a camera failure (docs/behaviour/interview.md §8), for the photo fallback's own camera. */
export function cameraErrorMessage(errorName: string): string {
  if (errorName === 'NotFoundError') return IDENTITY_MESSAGES.noCamera;
  if (errorName === 'NotAllowedError') return IDENTITY_MESSAGES.cameraPermission;
  return IDENTITY_MESSAGES.recordingFailed;
}

/** A status answer as the core machine reads it; 'not_required' lets the candidate through. */
function pollEvent(answer: VerificationStatusView) {
  return {
    type: 'pollResult' as const,
    status: answer.status === 'not_required' ? 'passed' : answer.status,
    phraseMatchExact: answer.phraseMatchExact,
    phraseMatchScore: answer.phraseMatchScore,
  };
}

/**
 * The identity check of docs/behaviour/interview.md §4.4, driven by the core machine: this hook owns the effects (phrase
 * load, camera, timers, recorder, uploads, status polls) and sends the machine its events.
 */
export function useIdentityCheck(credential: SessionCredential, options: IdentityCheckOptions = {}) {
  const tickMs = options.tickMs ?? IDENTITY_CHECK.statusPollIntervalMs;
  const [state, dispatch] = useReducer(identityCheckReducer, INITIAL_IDENTITY_CHECK);
  const [phrase, setPhrase] = useState<string | null>(null);
  const [video, setVideo] = useState<Blob | null>(null);
  const [uploadProblem, setUploadProblem] = useState<'network' | 'server' | null>(null);
  const [photoBusy, setPhotoBusy] = useState(false);
  const [photoCameraError, setPhotoCameraError] = useState<string | null>(null);
  const { stream, open: openCamera, release: releaseCamera, current: cameraRef } = useCamera();
  const recording = useRef<VideoRecording | null>(null);
  const onVerified = useRef(options.onVerified);
  const { kind } = state;

  useEffect(() => {
    onVerified.current = options.onVerified;
  }, [options.onVerified]);

  useEffect(() => {
    if (kind !== 'loading') return;
    let cancelled = false;
    getVerificationPhrase(credential).then(
      (loaded) => {
        if (cancelled) return;
        setPhrase(loaded);
        dispatch({ type: 'loaded' });
      },
      () => !cancelled && dispatch({ type: 'loadFailed' }),
    );
    return () => {
      cancelled = true;
    };
  }, [kind, credential]);

  useEffect(() => {
    if (kind !== 'camera-setup') return;
    let cancelled = false;
    openCamera(true, () => cancelled).then(
      (stream) => {
        if (!stream) return;
        // Without MediaRecorder nothing can be recorded: say so now rather than after the countdown.
        if (typeof MediaRecorder === 'undefined')
          dispatch({ type: 'cameraFailed', errorName: 'NotSupportedError' });
        else dispatch({ type: 'cameraReady' });
      },
      (error: unknown) => !cancelled && dispatch({ type: 'cameraFailed', errorName: mediaErrorName(error) }),
    );
    return () => {
      cancelled = true;
    };
  }, [kind, openCamera]);

  // One tick a second during the countdown and the recording; the machine stops at 15 s.
  useEffect(() => {
    if (kind !== 'countdown' && kind !== 'recording') return;
    const timer = setTimeout(() => dispatch({ type: 'tick' }), tickMs);
    return () => clearTimeout(timer);
  }, [kind, state.countdown, state.recordedSeconds, tickMs]);

  // The recorder follows the machine: it starts in 'recording' and stops when the state moves on.
  useEffect(() => {
    if (kind === 'recording') {
      if (recording.current) return;
      try {
        if (!cameraRef.current) throw new Error('no camera');
        recording.current = startVideoRecording(cameraRef.current);
      } catch {
        dispatch({ type: 'recordingFailed' });
      }
      return;
    }
    const active = recording.current;
    recording.current = null;
    if (active) void active.stop().then(setVideo);
  }, [kind, cameraRef]);

  useEffect(() => () => recording.current?.cancel(), []);

  useEffect(() => {
    if (kind !== 'checking') return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      getVerificationStatus(credential, controller.signal).then(
        (answer) => !controller.signal.aborted && dispatch(pollEvent(answer)),
        () => !controller.signal.aborted && dispatch({ type: 'pollFailed' }),
      );
    }, tickMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [kind, state.polls, credential, tickMs]);

  useEffect(() => {
    if (kind !== 'photo-fallback' || cameraRef.current) return;
    let cancelled = false;
    openCamera(false, () => cancelled).catch(
      (error: unknown) => !cancelled && setPhotoCameraError(cameraErrorMessage(mediaErrorName(error))),
    );
    return () => {
      cancelled = true;
    };
  }, [kind, openCamera, cameraRef]);

  useEffect(() => {
    if (kind === 'done' || kind === 'max-attempts' || kind === 'error') releaseCamera();
    if (kind === 'done') onVerified.current?.();
  }, [kind, releaseCamera]);

  const submit = useCallback(async () => {
    if (!video) return;
    setUploadProblem(null);
    dispatch({ type: 'submit' });
    try {
      await uploadVerificationVideo(credential, video);
      dispatch({ type: 'uploadSucceeded' });
    } catch (error) {
      const failure =
        error instanceof VerificationUploadError ? error : new VerificationUploadError('network');
      setUploadProblem(failure.kind);
      dispatch({ type: 'uploadFailed', tooLarge: failure.tooLarge });
    }
  }, [credential, video]);

  const submitPhoto = useCallback(
    async (photo: Blob) => {
      setPhotoBusy(true);
      try {
        await uploadVerificationPhoto(credential, photo);
        dispatch({ type: 'photoUploaded' });
      } catch {
        dispatch({ type: 'photoUploadFailed' });
      } finally {
        setPhotoBusy(false);
      }
    },
    [credential],
  );

  return {
    state,
    phrase,
    video,
    stream,
    uploadProblem,
    photoBusy,
    photoCameraError,
    start: () => dispatch({ type: 'start', connectionType: connectionType() }),
    stop: () => dispatch({ type: 'stop' }),
    retake: () => {
      setVideo(null);
      setUploadProblem(null);
      dispatch({ type: 'retake' });
    },
    retry: () => dispatch(phrase === null ? { type: 'reload' } : { type: 'retry' }),
    submit: () => void submit(),
    submitPhoto: (photo: Blob) => void submitPhoto(photo),
  };
}

/** What {@link useIdentityCheck} gives the views. */
export type IdentityCheck = ReturnType<typeof useIdentityCheck>;
