import { useEffect, useRef, useSyncExternalStore } from 'react';
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from './offline-cache';

let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

function updateReady(registration: ServiceWorkerRegistration): void {
  applyUpdate = () => {
    navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
      once: true,
    });
    registration.waiting?.postMessage({ type: 'SKIP_WAITING' });
  };
  listeners.forEach((listener) => listener());
}

/**
 * Registers the interview's service worker once the page has loaded (its precache download must
 * not compete with the first screen on 2G). A new version waits until {@link useWaitingUpdate}
 * applies it at a safe moment; it never takes over a page mid-answer.
 */
export function registerInterviewWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const register = async () => {
    const registration = await navigator.serviceWorker.register(SERVICE_WORKER_URL, {
      scope: SERVICE_WORKER_SCOPE,
    });
    if (registration.waiting && navigator.serviceWorker.controller) updateReady(registration);
    registration.addEventListener('updatefound', () => {
      const installing = registration.installing;
      installing?.addEventListener('statechange', () => {
        // 'installed' with a controller in place: a newer version waits behind the running one.
        if (installing.state === 'installed' && navigator.serviceWorker.controller) updateReady(registration);
      });
    });
  };
  const start = () => void register().catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

/**
 * A newer version of the interview, when one is waiting: a function that switches to it (the
 * page reloads and resumes from what the server and this device hold), or null.
 */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => applyUpdate,
    () => null,
  );
}

/**
 * Switches to a waiting newer version at the next change of `stage` (a new question, submitting,
 * complete...): everything is saved at those moments (answers on the device, progress in the
 * session), so the reload resumes in the same place; in the middle of a stage (a recording, a
 * half-filled form) it never happens. A candidate thus spends at most one stage on an old version.
 */
export function useUpdateAtStageChange(stage: string): void {
  const update = useWaitingUpdate();
  const previous = useRef(stage);
  useEffect(() => {
    const changed = previous.current !== stage;
    previous.current = stage;
    if (update && changed) update();
  }, [update, stage]);
}
