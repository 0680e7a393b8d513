import { IDENTITY_MESSAGES } from '@sauti/core/rules/identity-check';
import { act, cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { callsTo, fakeCamera, fakeServer, phraseRoute, renderStage } from './verification-test-kit';

beforeAll(() => import('./identity-check'));

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Lets `ms` of (fake) time pass, with React's updates and pending promises settled. */
const pass = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));
/**
 * Lets `seconds` pass one at a time: act renders (and so schedules the next tick) only when its
 * callback ends, so a longer jump inside one act would run only the first tick.
 */
async function passSeconds(seconds: number) {
  for (let i = 0; i < seconds; i++) await pass(1000);
}
const countdown = () => screen.queryByTestId('countdown')?.textContent ?? null;

describe('the identity check clocks at their real length (docs/behaviour/interview.md §9)', () => {
  it('counts 3-2-1, stops recording at 15 s, and gives up after 12 polls at 1000 ms', async () => {
    const camera = fakeCamera();
    const fetchMock = fakeServer({
      ...phraseRoute,
      'UPLOAD identity-video': () => Response.json({ ok: true, status: 'pending' }),
      'GET /api/verification/status': () =>
        Response.json({ status: 'pending', phraseMatchExact: null, phraseMatchScore: null, hint: null }),
    });
    renderStage(null);
    await pass(0);
    fireEvent.click(screen.getByRole('button', { name: 'Start verification' }));
    await pass(0);
    expect(countdown()).toBe('3');
    expect(screen.getByText('Get ready. Recording starts in 3 seconds.')).toBeTruthy();
    await pass(999);
    expect(countdown()).toBe('3');
    await pass(1);
    expect(countdown()).toBe('2');
    await pass(1000);
    expect(countdown()).toBe('1');
    await pass(1000);
    expect(countdown()).toBeNull();
    expect(screen.getByRole('button', { name: 'Stop recording' })).toBeTruthy();
    // The live region says one sentence for the whole recording, not one per second.
    expect(screen.getByText('Recording. Read the phrase aloud now.')).toBeTruthy();

    await passSeconds(14);
    await pass(999);
    expect(camera.recorderStops).not.toHaveBeenCalled();
    await pass(1);
    expect(camera.recorderStops).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('button', { name: 'Stop recording' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));
    await pass(0);
    await passSeconds(11);
    expect(callsTo(fetchMock, 'GET', '/api/verification/status')).toHaveLength(11);
    expect(screen.queryByText(IDENTITY_MESSAGES.timedOut)).toBeNull();
    await passSeconds(1);
    expect(callsTo(fetchMock, 'GET', '/api/verification/status')).toHaveLength(12);
    expect(screen.getByText(IDENTITY_MESSAGES.timedOut)).toBeTruthy();
    await passSeconds(5);
    expect(callsTo(fetchMock, 'GET', '/api/verification/status')).toHaveLength(12);
  });
});
