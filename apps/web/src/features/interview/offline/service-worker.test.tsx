import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type * as ServiceWorkerModule from './service-worker';

/**
 * The switch to a new version of the interview at a stage change, with the browser's service
 * worker container stubbed: the browser activates a worker told to skip waiting only once the old
 * one has nothing in flight, so the takeover (controllerchange) comes whenever it comes.
 */
class Container extends EventTarget {
  controller: object | null = { state: 'activated' };
  waiting: { postMessage: ReturnType<typeof vi.fn> } | null = { postMessage: vi.fn() };
  /** The registration, live like the browser's: `waiting` is always the current one. */
  registration = Object.defineProperty({}, 'waiting', { get: () => this.waiting });
  register = vi.fn(async () => this.registration);
  getRegistration = vi.fn(async () => this.registration);
  /** The new worker takes the page over. */
  takeOver() {
    this.controller = { state: 'activating' };
    this.waiting = null;
    this.dispatchEvent(new Event('controllerchange'));
  }
}

let container: Container;
let sw: typeof ServiceWorkerModule;
let reload: ReturnType<typeof vi.fn<() => void>>;

beforeEach(async () => {
  vi.useFakeTimers();
  vi.stubEnv('DEV', false);
  container = new Container();
  Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
  vi.resetModules();
  sw = await import('./service-worker');
  reload = vi.fn<() => void>();
  sw.page.reload = reload;
  sw.registerInterviewWorker();
  await vi.advanceTimersByTimeAsync(0);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

function atStage(stage: string) {
  return renderHook(({ stage }) => sw.useUpdateAtStageChange(stage), { initialProps: { stage } });
}

/** Lets the stage change's reads of the registration settle. */
const settle = () => act(async () => vi.advanceTimersByTimeAsync(0));

describe('useUpdateAtStageChange', () => {
  it('leaves the page alone at a stage change when no new version waits', async () => {
    container.waiting = null;
    const hook = atStage('enrollment:0');
    hook.rerender({ stage: 'question:0' });
    await settle();
    expect(hook.result.current).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('holds the next stage back until the new version takes over, then reloads on it', async () => {
    const waiting = container.waiting;
    const hook = atStage('enrollment:0');
    expect(hook.result.current).toBe(false);
    hook.rerender({ stage: 'question:0' });
    // Held from the render of the change on: the next stage is never shown on the old version.
    expect(hook.result.current).toBe(true);
    await settle();
    expect(waiting?.postMessage).toHaveBeenCalledWith({ type: 'SKIP_WAITING' });
    // The old worker is still busy: the next stage is not shown on the old version meanwhile.
    await act(async () => vi.advanceTimersByTimeAsync(sw.HOLD_MS - 1_000));
    expect(hook.result.current).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    act(() => container.takeOver());
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('never reloads in the middle of a stage: a takeover after the hold waits for the next stage change', async () => {
    const hook = atStage('enrollment:0');
    hook.rerender({ stage: 'question:0' });
    await settle();
    await act(async () => vi.advanceTimersByTimeAsync(sw.HOLD_MS));
    // The hold ran out: the candidate goes on (records question 0) on the old version.
    expect(hook.result.current).toBe(false);
    act(() => container.takeOver());
    expect(reload).not.toHaveBeenCalled();
    hook.rerender({ stage: 'question:1' });
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('switches at the next stage change when another tab already made the new version take over', async () => {
    const hook = atStage('question:1');
    act(() => container.takeOver());
    expect(reload).not.toHaveBeenCalled();
    hook.rerender({ stage: 'question:2' });
    await settle();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('takes the first install over an uncontrolled page for no new version', async () => {
    container.controller = null;
    container.waiting = null;
    vi.resetModules();
    sw = await import('./service-worker');
    sw.page.reload = reload;
    sw.registerInterviewWorker();
    await vi.advanceTimersByTimeAsync(0);
    const hook = atStage('enrollment:0');
    act(() => container.takeOver()); // clientsClaim of the first worker
    hook.rerender({ stage: 'question:0' });
    await settle();
    expect(reload).not.toHaveBeenCalled();
  });
});
