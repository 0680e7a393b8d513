import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { RETAKE_OFFER } from '../common/messages';
import { clock, recorderAnnouncement } from './recording-announcer';
import { RetakeOffer, retakeAnnouncement, type RetakeReason } from './retake-offer';
import { rememberRetakeOffered, wasRetakeOffered } from './retake-memory';
import type { VoiceRecorder } from './use-voice-recorder';

/**
 * Chromium's MediaRecorder writes WebM without a duration, so its player reads "0:00" until the
 * end is found; seeking far past the end makes the browser find it, then the player goes back to
 * the start. Other browsers know the length already and are left alone.
 */
function revealDuration(player: HTMLAudioElement) {
  if (Number.isFinite(player.duration)) return;
  const rewind = () => {
    player.removeEventListener('timeupdate', rewind);
    player.currentTime = 0;
  };
  player.addEventListener('timeupdate', rewind);
  player.currentTime = Number.MAX_SAFE_INTEGER;
}

/** A player for the finished recording, so the candidate can hear that the microphone worked. */
function Playback({ audio, seconds }: { audio: Blob; seconds: number }) {
  const url = useMemo(() => URL.createObjectURL(audio), [audio]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  // Focused when it appears (after Stop), so keyboard users land on what comes next, not the page
  // top. A ref, since React's autoFocus covers only form controls and buttons.
  const player = useRef<HTMLAudioElement>(null);
  useEffect(() => player.current?.focus(), []);
  return (
    <div className="flex flex-col gap-1">
      <audio
        ref={player}
        controls
        src={url}
        className="w-full"
        aria-label="Your recording"
        onLoadedMetadata={(event) => revealDuration(event.currentTarget)}
      />
      <p className="text-sm text-muted-foreground">
        Your recording: <span className="font-mono tabular-nums">{clock(Math.round(seconds))}</span>
      </p>
    </div>
  );
}

/**
 * The recorder's buttons and timer: Start recording → Stop (or the limit) → processing → playback
 * with Re-record and Continue. The visual timer is hidden from screen readers; a polite live region
 * announces only the start, 30 and 10 seconds left, and the end. When the recorder measured that
 * the recording will not be understood, playback comes with the offer to record again instead,
 * once: after that retake the usual buttons show whatever it measures (docs/behaviour/interview.md §16).
 */
export function RecorderControls({
  recorder,
  limitSeconds,
  onContinue,
  continueLabel = 'Continue',
  keepLabel = RETAKE_OFFER.keep,
  busy = false,
  onBeforeRecord,
  retakeMemoryKey,
}: {
  recorder: VoiceRecorder;
  limitSeconds: number;
  onContinue: (audio: Blob, durationSeconds: number) => void;
  continueLabel?: string;
  /** The offer's button that keeps a recording that will not be understood. */
  keepLabel?: string;
  busy?: boolean;
  onBeforeRecord?: () => void;
  /** The answer's key: the offer, once taken, is remembered on the device under it. */
  retakeMemoryKey?: string;
}) {
  const { status, elapsedSeconds, audio, quality } = recorder;
  const progress = Math.min(100, (elapsedSeconds / limitSeconds) * 100);
  // After Re-record the pressed button is gone; focus lands on Start recording (not on page load).
  const [rerecorded, setRerecorded] = useState(false);
  const [retakeTaken, setRetakeTaken] = useState(() =>
    retakeMemoryKey ? wasRetakeOffered(retakeMemoryKey) : false,
  );
  const offer: RetakeReason | null =
    status === 'recorded' && !retakeTaken && quality && quality.verdict !== 'ok' ? quality.verdict : null;
  const recordAgain = (offered: boolean) => {
    if (offered) {
      setRetakeTaken(true);
      if (retakeMemoryKey) rememberRetakeOffered(retakeMemoryKey);
    }
    setRerecorded(true);
    recorder.reset();
  };
  return (
    <div className="flex flex-col gap-3">
      <p role="status" aria-live="polite" className="sr-only">
        {offer ? retakeAnnouncement(offer) : recorderAnnouncement(status, elapsedSeconds, limitSeconds)}
      </p>
      {status === 'recording' && (
        <div aria-hidden="true" className="flex flex-col gap-1">
          <div className="flex items-center justify-between text-sm">
            <span className="inline-flex items-center gap-2 font-medium text-destructive">
              <span className="size-3 animate-pulse rounded-full bg-destructive motion-reduce:animate-none" />
              Recording
            </span>
            <span className="font-mono tabular-nums">
              {clock(elapsedSeconds)} / {clock(limitSeconds)}
            </span>
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-muted">
            <div className="h-full bg-destructive" style={{ width: `${progress}%` }} />
          </div>
        </div>
      )}
      {recorder.error && (
        <p role="alert" className="text-sm text-destructive">
          {recorder.error}
        </p>
      )}
      {status === 'idle' && (
        <Button
          size="lg"
          autoFocus={rerecorded}
          onClick={() => {
            onBeforeRecord?.();
            void recorder.start();
          }}
        >
          Start recording
        </Button>
      )}
      {status === 'recording' && (
        // Focus follows the control that replaced the one pressed, so Space/Enter stops what it started.
        <Button size="lg" variant="destructive" onClick={recorder.stop} autoFocus>
          Stop recording
        </Button>
      )}
      {status === 'processing' && (
        <div className="flex items-center justify-center gap-2 py-2">
          <Spinner label="Processing your recording" className="scale-75" />
          <span aria-hidden="true">Processing…</span>
        </div>
      )}
      {status === 'recorded' && audio && (
        <>
          <Playback audio={audio} seconds={recorder.durationSeconds} />
          {offer ? (
            <RetakeOffer
              reason={offer}
              keepLabel={keepLabel}
              busy={busy}
              onRecordAgain={() => recordAgain(true)}
              onKeep={() => onContinue(audio, recorder.durationSeconds)}
            />
          ) : (
            // One above the other on a phone, so each label keeps its line ("Continue to the questions").
            <div className="grid gap-2 sm:grid-cols-2">
              <Button size="lg" variant="outline" onClick={() => recordAgain(false)} disabled={busy}>
                Re-record
              </Button>
              <Button size="lg" onClick={() => onContinue(audio, recorder.durationSeconds)} disabled={busy}>
                {busy ? 'Saving…' : continueLabel}
              </Button>
            </div>
          )}
        </>
      )}
    </div>
  );
}
