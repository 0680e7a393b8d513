import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { RecorderControls } from './recorder-controls';
import type { RecorderStatus, VoiceRecorder } from './use-voice-recorder';

/** A recorder whose status moves only when its buttons are pressed. */
function Harness({ initial }: { initial: RecorderStatus }) {
  const [status, setStatus] = useState<RecorderStatus>(initial);
  const recorder: VoiceRecorder = {
    status,
    elapsedSeconds: status === 'recorded' ? 12 : 0,
    audio: status === 'recorded' ? new Blob(['x'], { type: 'audio/webm' }) : null,
    durationSeconds: 12,
    error: null,
    start: async () => setStatus('recording'),
    stop: () => setStatus('recorded'),
    reset: () => setStatus('idle'),
    restore: () => setStatus('recorded'),
  };
  return (
    <>
      <button type="button">Elsewhere on the page</button>
      <RecorderControls recorder={recorder} limitSeconds={90} onContinue={() => undefined} />
    </>
  );
}

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
