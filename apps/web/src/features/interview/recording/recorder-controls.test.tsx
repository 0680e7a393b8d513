import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RETAKE_OFFER } from '../common/messages';
import { RecorderControls } from './recorder-controls';
import type { RecordingQuality, RecordingVerdict } from '@sauti/core/rules/recording-quality';
import type { RecorderStatus, VoiceRecorder } from './use-voice-recorder';

const measured = (verdict: RecordingVerdict): RecordingQuality => ({
  verdict,
  levelDb: verdict === 'quiet' ? -80 : -12,
  peakDb: -3,
  clippedShare: 0,
  speechShare: verdict === 'noisy' ? 0.05 : 0.7,
  voiceOverNoiseDb: 40,
});

/**
 * A recorder whose status moves only when its buttons are pressed; each recording, in turn, is
 * measured as `takes` says (the last one repeats).
 */
function Harness({
  initial,
  takes = ['ok'],
  onContinue = () => undefined,
  memoryKey,
}: {
  initial: RecorderStatus;
  takes?: RecordingVerdict[];
  onContinue?: (audio: Blob) => void;
  memoryKey?: string;
}) {
  const [status, setStatus] = useState<RecorderStatus>(initial);
  const [take, setTake] = useState(0);
  const recorder: VoiceRecorder = {
    status,
    elapsedSeconds: status === 'recorded' ? 12 : 0,
    audio: status === 'recorded' ? new Blob(['x'], { type: 'audio/webm' }) : null,
    durationSeconds: 12,
    error: null,
    quality: status === 'recorded' ? measured(takes[Math.min(take, takes.length - 1)]!) : null,
    start: async () => setStatus('recording'),
    stop: () => setStatus('recorded'),
    reset: () => {
      setTake((t) => t + 1);
      setStatus('idle');
    },
    restore: () => setStatus('recorded'),
  };
  return (
    <>
      <button type="button">Elsewhere on the page</button>
      <RecorderControls
        recorder={recorder}
        limitSeconds={90}
        onContinue={onContinue}
        retakeMemoryKey={memoryKey}
      />
    </>
  );
}

async function record() {
  await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start recording' })));
  fireEvent.click(screen.getByRole('button', { name: 'Stop recording' }));
}

const announced = () => screen.getByRole('status').textContent;

describe('RecorderControls focus', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:recording');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(cleanup);

  it('does not take focus when the page opens', () => {
    render(<Harness initial="idle" />);
    expect(document.activeElement).not.toBe(screen.getByRole('button', { name: 'Start recording' }));
  });

  it('moves focus to Stop while recording, and to Start recording after Re-record', async () => {
    render(<Harness initial="idle" />);
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'Start recording' })));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Stop recording' }));
    fireEvent.click(document.activeElement!); // what Enter on the focused button does
    // (the recording's player takes focus in Chromium — jsdom cannot focus an <audio>: see the browser suite)
    expect(screen.getByLabelText('Your recording')).toBeTruthy();
    // The length the recorder measured, not the '0:00' a WebM without a duration header shows.
    expect(screen.getByText('0:12')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Re-record' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start recording' }));
  });
});

describe('RecorderControls: the offer to record again', () => {
  beforeEach(() => {
    URL.createObjectURL = vi.fn(() => 'blob:recording');
    URL.revokeObjectURL = vi.fn();
  });
  afterEach(cleanup);

  it('offers a retake of a near-silent recording, says why to screen readers, and offers it once', async () => {
    render(<Harness initial="idle" takes={['quiet', 'quiet']} />);
    await record();
    expect(screen.getByRole('heading', { name: RETAKE_OFFER.title })).toBeTruthy();
    expect(screen.getByText(RETAKE_OFFER.quiet)).toBeTruthy();
    expect(announced()).toBe(`${RETAKE_OFFER.title}. ${RETAKE_OFFER.quiet} ${RETAKE_OFFER.question}`);
    expect(screen.getByLabelText('Your recording')).toBeTruthy(); // the take can still be heard
    expect(screen.queryByRole('button', { name: 'Re-record' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Continue' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Record again' }));
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Start recording' }));
    await record();
    // The retake is as silent, but the offer was made: the usual choices, the usual words.
    expect(screen.queryByRole('heading', { name: RETAKE_OFFER.title })).toBeNull();
    expect(screen.getByRole('button', { name: 'Re-record' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Continue' })).toBeTruthy();
    expect(announced()).toMatch(/^Answer recorded\./);
  });

  it('remembers a taken offer on the device: after a reload the same question gets none, another one does', async () => {
    window.localStorage.clear();
    render(<Harness initial="idle" takes={['quiet']} memoryKey="session-1:2" />);
    await record();
    fireEvent.click(screen.getByRole('button', { name: 'Record again' }));
    cleanup(); // the page reloads before the retake is recorded
    render(<Harness initial="idle" takes={['quiet']} memoryKey="session-1:2" />);
    await record();
    expect(screen.queryByRole('heading', { name: RETAKE_OFFER.title })).toBeNull();
    expect(screen.getByRole('button', { name: 'Re-record' })).toBeTruthy();
    cleanup();
    render(<Harness initial="idle" takes={['quiet']} memoryKey="session-1:3" />);
    await record();
    expect(screen.getByRole('heading', { name: RETAKE_OFFER.title })).toBeTruthy();
  });

  it('names what went wrong: too loud, or mostly noise', async () => {
    render(<Harness initial="idle" takes={['clipped']} />);
    await record();
    expect(screen.getByText(RETAKE_OFFER.clipped)).toBeTruthy();
    cleanup();
    render(<Harness initial="idle" takes={['noisy']} />);
    await record();
    expect(screen.getByText(RETAKE_OFFER.noisy)).toBeTruthy();
  });

  it('keeps the recording when the candidate says so', async () => {
    const onContinue = vi.fn();
    render(<Harness initial="idle" takes={['noisy']} onContinue={onContinue} />);
    await record();
    fireEvent.click(screen.getByRole('button', { name: RETAKE_OFFER.keep }));
    expect(onContinue).toHaveBeenCalledTimes(1);
    expect(onContinue.mock.calls[0]![0]).toBeInstanceOf(Blob);
  });

  it('makes no offer for a recording that will be understood, and still one after a Re-record of its own', async () => {
    render(<Harness initial="idle" takes={['ok', 'clipped']} />);
    await record();
    expect(screen.queryByRole('heading', { name: RETAKE_OFFER.title })).toBeNull();
    expect(announced()).toMatch(/^Answer recorded\./);
    fireEvent.click(screen.getByRole('button', { name: 'Re-record' }));
    await record();
    expect(screen.getByRole('heading', { name: RETAKE_OFFER.title })).toBeTruthy();
  });
});
