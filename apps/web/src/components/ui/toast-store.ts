import type { ReactElement, ReactNode } from 'react';

/** At most this many toasts are shown at a time; a new one replaces the old (docs/behaviour/platform.md §9). */
export const TOAST_LIMIT = 1;
/** A dismissed toast stays in the store this long (ms) before it is removed (docs/behaviour/platform.md §9). */
export const TOAST_REMOVE_DELAY = 1_000_000;

/** What a screen passes to `toast(...)`. */
export type ToastInput = {
  title?: ReactNode;
  description?: ReactNode;
  /** A `<ToastAction>` button. */
  action?: ReactElement;
  /** 'destructive' for failures. */
  variant?: 'default' | 'destructive';
  /** Display time in ms; the provider's default (5000) when absent. */
  duration?: number;
};

/** A toast as the store holds it. */
export type StoredToast = ToastInput & { id: string; open: boolean };

/** The toasts currently known, newest first. */
export type ToastState = { toasts: StoredToast[] };

/** The four transitions of a toast (docs/behaviour/platform.md §4): added, updated, dismissed, removed. */
export type ToastEvent =
  | { type: 'add'; toast: StoredToast }
  | { type: 'update'; toast: Partial<StoredToast> & { id: string } }
  | { type: 'dismiss'; toastId?: string }
  | { type: 'remove'; toastId?: string };

/** Applies one event; pure, so the limit can be checked over any sequence of events. */
export function toastReducer(state: ToastState, event: ToastEvent): ToastState {
  switch (event.type) {
    case 'add':
      return { toasts: [event.toast, ...state.toasts].slice(0, TOAST_LIMIT) };
    case 'update':
      return {
        toasts: state.toasts.map((t) => (t.id === event.toast.id ? { ...t, ...event.toast } : t)),
      };
    case 'dismiss':
      return {
        toasts: state.toasts.map((t) =>
          event.toastId === undefined || t.id === event.toastId ? { ...t, open: false } : t,
        ),
      };
    case 'remove':
      return {
        toasts: event.toastId === undefined ? [] : state.toasts.filter((t) => t.id !== event.toastId),
      };
  }
}

let state: ToastState = { toasts: [] };
const listeners = new Set<() => void>();
const removalTimers = new Map<string, ReturnType<typeof setTimeout>>();
let lastId = 0;

function scheduleRemoval(toastId: string): void {
  if (removalTimers.has(toastId)) return;
  const timer = setTimeout(() => {
    removalTimers.delete(toastId);
    dispatchToastEvent({ type: 'remove', toastId });
  }, TOAST_REMOVE_DELAY);
  removalTimers.set(toastId, timer);
}

/** Applies an event to the app-wide store and tells every subscriber. */
export function dispatchToastEvent(event: ToastEvent): void {
  if (event.type === 'dismiss') {
    // Removal waits so the closing animation and screen-reader announcement can finish.
    const ids = event.toastId === undefined ? state.toasts.map((t) => t.id) : [event.toastId];
    ids.forEach(scheduleRemoval);
  }
  state = toastReducer(state, event);
  listeners.forEach((listener) => listener());
}

/** Subscribes to store changes (for `useSyncExternalStore`); returns the unsubscribe function. */
export function subscribeToToasts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The current store state. */
export function getToastState(): ToastState {
  return state;
}

/** Shows a toast; returns its id and functions to change or dismiss it. */
export function toast(input: ToastInput) {
  lastId += 1;
  const id = String(lastId);
  const dismiss = () => dispatchToastEvent({ type: 'dismiss', toastId: id });
  const update = (changes: ToastInput) => dispatchToastEvent({ type: 'update', toast: { ...changes, id } });
  dispatchToastEvent({ type: 'add', toast: { ...input, id, open: true } });
  return { id, dismiss, update };
}
