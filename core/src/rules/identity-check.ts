import { phraseHint } from './verification-phrase.js';

/** Identity-check constants (docs/behaviour/interview.md §4.4 and §9). */
export const IDENTITY_CHECK = {
  countdownSeconds: 3,
  /** Recording stops by itself at 15 s (the instructions text says 7; 15 is the enforced limit). */
  maxRecordingSeconds: 15,
  maxAttempts: 3,
  statusPolls: 12,
  statusPollIntervalMs: 1000,
  uploadFailuresBeforePhoto: 2,
  photoJpegQuality: 0.8,
} as const;

export const IDENTITY_MESSAGES = {
  loadFailed: 'Failed to load verification requirements. Please try again.',
  noCamera: 'No camera or microphone found',
  cameraPermission:
    'Camera and microphone access was denied. Please allow access in your browser settings and refresh the page.',
  recordingFailed: 'Failed to start recording',
  timedOut: 'Verification check timed out. Please try again.',
  checkFailed: 'Failed to check verification. Please try again.',
  uploadFailed: 'Upload failed.',
  tooLargeHint: 'The recording is too large. Please record a shorter clip.',
  photoUploadFailed: 'Photo upload failed.',
  helpNeeded: 'Verification Help Needed',
} as const;

export type IdentityCheckKind =
  | 'loading'
  | 'instructions'
  | 'camera-setup'
  | 'countdown'
  | 'recording'
  | 'preview'
  | 'uploading'
  | 'checking'
  | 'error'
  | 'max-attempts'
  | 'photo-fallback'
  /** Finished: passed (status or exact phrase), or a fallback photo handed to HR for review. */
  | 'done';

export interface IdentityCheckState {
  kind: IdentityCheckKind;
  /** Failed phrase checks so far. */
  attempts: number;
  uploadFailures: number;
  /** Seconds left on the countdown (3 → 1) while counting down. */
  countdown: number;
  /** Seconds recorded so far while recording. */
  recordedSeconds: number;
  /** Status polls made so far while checking. */
  polls: number;
  /** Error text (error state, failed photo upload). */
  message: string | null;
  /** Advice shown in preview after a failed attempt or a failed upload. */
  hint: string | null;
}

export type IdentityCheckEvent =
  | { type: 'loaded' }
  | { type: 'loadFailed' }
  | { type: 'start'; connectionType?: string | null }
  | { type: 'cameraReady' }
  | { type: 'cameraFailed'; errorName: string }
  | { type: 'tick' }
  | { type: 'stop' }
  | { type: 'retake' }
  | { type: 'submit' }
  | { type: 'uploadSucceeded' }
  | { type: 'uploadFailed'; tooLarge?: boolean }
  | {
      type: 'pollResult';
      status: string;
      phraseMatchExact?: boolean | null;
      phraseMatchScore?: number | null;
    }
  | { type: 'pollFailed' }
  | { type: 'retry' }
  | { type: 'photoUploaded' }
  | { type: 'photoUploadFailed' };

export const INITIAL_IDENTITY_CHECK: IdentityCheckState = {
  kind: 'loading',
  attempts: 0,
  uploadFailures: 0,
  countdown: 0,
  recordedSeconds: 0,
  polls: 0,
  message: null,
  hint: null,
};

const to = (state: IdentityCheckState, kind: IdentityCheckKind, patch: Partial<IdentityCheckState> = {}) => ({
  ...state,
  message: null,
  kind,
  ...patch,
});

function cameraMessage(errorName: string): string {
  if (errorName === 'NotFoundError') return IDENTITY_MESSAGES.noCamera;
  if (errorName === 'NotAllowedError') return IDENTITY_MESSAGES.cameraPermission;
  return IDENTITY_MESSAGES.recordingFailed;
}

/** The result of one status poll: passed, a failed attempt, or still waiting. */
function afterPoll(state: IdentityCheckState, event: Extract<IdentityCheckEvent, { type: 'pollResult' }>) {
  const C = IDENTITY_CHECK;
  if (event.status === 'passed' || event.phraseMatchExact === true) return to(state, 'done');
  if (event.status === 'failed' || event.phraseMatchExact === false) {
    const attempts = state.attempts + 1;
    if (attempts >= C.maxAttempts) return to(state, 'max-attempts', { attempts });
    return to(state, 'preview', { attempts, hint: phraseHint(event.phraseMatchScore ?? 0) });
  }
  const polls = state.polls + 1;
  return polls >= C.statusPolls
    ? to(state, 'error', { polls, message: IDENTITY_MESSAGES.timedOut })
    : { ...state, polls };
}

/**
 * The next identity-check state. Timers live in the UI: it sends 'tick' each second during the
 * countdown and recording, and 'pollResult' after each status call. Events that do not apply to
 * the current state return it unchanged.
 */
export function identityCheckTransition(
  state: IdentityCheckState,
  event: IdentityCheckEvent,
): IdentityCheckState {
  const C = IDENTITY_CHECK;
  switch (state.kind) {
    case 'loading':
      if (event.type === 'loaded') return to(state, 'instructions');
      if (event.type === 'loadFailed') return to(state, 'error', { message: IDENTITY_MESSAGES.loadFailed });
      return state;
    case 'instructions':
      if (event.type !== 'start') return state;
      return event.connectionType === '2g' ? to(state, 'photo-fallback') : to(state, 'camera-setup');
    case 'camera-setup':
      if (event.type === 'cameraReady') return to(state, 'countdown', { countdown: C.countdownSeconds });
      if (event.type === 'cameraFailed')
        return to(state, 'error', { message: cameraMessage(event.errorName) });
      return state;
    case 'countdown':
      if (event.type !== 'tick') return state;
      return state.countdown > 1
        ? { ...state, countdown: state.countdown - 1 }
        : to(state, 'recording', { countdown: 0, recordedSeconds: 0 });
    case 'recording':
      if (event.type === 'stop') return to(state, 'preview', { hint: null });
      if (event.type !== 'tick') return state;
      return state.recordedSeconds + 1 >= C.maxRecordingSeconds
        ? to(state, 'preview', { recordedSeconds: C.maxRecordingSeconds, hint: null })
        : { ...state, recordedSeconds: state.recordedSeconds + 1 };
    case 'preview':
      if (event.type === 'retake')
        return to(state, 'countdown', { countdown: C.countdownSeconds, hint: null });
      if (event.type === 'submit') return to(state, 'uploading');
      return state;
    case 'uploading':
      if (event.type === 'uploadSucceeded') return to(state, 'checking', { polls: 0 });
      if (event.type !== 'uploadFailed') return state;
      return afterUploadFailure(state, event.tooLarge === true);
    case 'checking':
      if (event.type === 'pollResult') return afterPoll(state, event);
      if (event.type === 'pollFailed') return to(state, 'error', { message: IDENTITY_MESSAGES.checkFailed });
      return state;
    case 'error':
      return event.type === 'retry' ? to(state, 'camera-setup', { hint: null }) : state;
    case 'photo-fallback':
      if (event.type === 'photoUploaded') return to(state, 'done');
      if (event.type === 'photoUploadFailed')
        return { ...state, message: IDENTITY_MESSAGES.photoUploadFailed };
      return state;
    case 'max-attempts':
    case 'done':
      return state;
  }
}

function afterUploadFailure(state: IdentityCheckState, tooLarge: boolean): IdentityCheckState {
  const uploadFailures = state.uploadFailures + 1;
  if (uploadFailures >= IDENTITY_CHECK.uploadFailuresBeforePhoto) {
    return to(state, 'photo-fallback', { uploadFailures });
  }
  return to(state, 'preview', {
    uploadFailures,
    message: IDENTITY_MESSAGES.uploadFailed,
    hint: tooLarge ? IDENTITY_MESSAGES.tooLargeHint : null,
  });
}
