import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  dispatchToastEvent,
  getToastState,
  TOAST_LIMIT,
  TOAST_REMOVE_DELAY,
  toast,
  toastReducer,
  type ToastEvent,
  type ToastState,
} from './toast-store';

const ids = fc.constantFrom('1', '2', '3', '4');
const events: fc.Arbitrary<ToastEvent> = fc.oneof(
  ids.map((id): ToastEvent => ({ type: 'add', toast: { id, open: true, title: `t${id}` } })),
  ids.map((id): ToastEvent => ({ type: 'update', toast: { id, title: 'changed' } })),
  fc.option(ids, { nil: undefined }).map((toastId): ToastEvent => ({ type: 'dismiss', toastId })),
  fc.option(ids, { nil: undefined }).map((toastId): ToastEvent => ({ type: 'remove', toastId })),
);

afterEach(() => {
  dispatchToastEvent({ type: 'remove' });
  vi.useRealTimers();
});

describe('toast store (docs/behaviour/platform.md §4, §9)', () => {
  it('has the limits of the spec', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_REMOVE_DELAY).toBe(1_000_000);
  });

  it('never holds more than 1 toast, whatever happens', () => {
    fc.assert(
      fc.property(fc.array(events, { maxLength: 30 }), (sequence) => {
        let state: ToastState = { toasts: [] };
        for (const event of sequence) {
          state = toastReducer(state, event);
          expect(state.toasts.length).toBeLessThanOrEqual(1);
        }
      }),
    );
  });

  it('shows the newest toast when a second one arrives', () => {
    toast({ title: 'First' });
    const second = toast({ title: 'Second', variant: 'destructive' });
    expect(getToastState().toasts).toEqual([
      { id: second.id, title: 'Second', variant: 'destructive', open: true },
    ]);
  });

  it('closes a dismissed toast at once and removes it after the removal delay', () => {
    vi.useFakeTimers();
    const shown = toast({ title: 'Saved' });
    shown.dismiss();
    expect(getToastState().toasts).toMatchObject([{ id: shown.id, open: false }]);

    vi.advanceTimersByTime(TOAST_REMOVE_DELAY - 1);
    expect(getToastState().toasts).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(getToastState().toasts).toHaveLength(0);
  });

  it('updates a shown toast in place', () => {
    const shown = toast({ title: 'Uploading' });
    shown.update({ title: 'Uploaded' });
    expect(getToastState().toasts).toMatchObject([{ id: shown.id, title: 'Uploaded', open: true }]);
  });
});
