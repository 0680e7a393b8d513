import { useEffect, useRef } from 'react';
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from './offline-cache';

const workersApply = () => 'serviceWorker' in navigator && !import.meta.env.DEV;

const register = () =>
  navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
    .catch(() => undefined);

/**
 * Registers the worker again when its install failed. An install that loses the connection while
 * it downloads the interview's files fails, and the browser then forgets the registration and
 * never retries by itself: on a 2G line that drops, the candidate would go through the whole
 * interview with no copy to reopen it offline. One that is installing, waiting or active is left alone.
 */
async function registerIfMissing(): Promise<void> {
  if (!workersApply()) return;
  const registration = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (!registration) await register();
}

/**
 * Registers the interview's service worker once the page has loaded (its precache download must
 * not compete with the first screen on 2G). A new version waits until {@link useUpdateAtStageChange}
 * applies it at a safe moment; it never takes over a page mid-answer.
 */
export function registerInterviewWorker(): void {
  if (!workersApply()) return;
  const start = () => void register();
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  // A connection back after a drop is the moment an install the drop broke can succeed.
  window.addEventListener('online', () => void registerIfMissing());
}

/**
 * Switches a controlled page to the newer version waiting behind it, if one waits: the page
 * reloads on it and resumes from what the server and this device hold. The registration is read
 * at the moment of the switch rather than followed through its events, which a busy page can
 * see out of order (an update found before this page's listeners were attached was never applied).
 */
async function applyWaitingVersion(): Promise<void> {
  if (!('serviceWorker' in navigator) || !navigator.serviceWorker.controller) return;
  const waiting = (await navigator.serviceWorker.getRegistration())?.waiting;
  if (!waiting) return;
  navigator.serviceWorker.addEventListener('controllerchange', () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: 'SKIP_WAITING' });
}

/**
 * Switches to a waiting newer version at the next change of `stage` (a new question, submitting,
 * complete...), and installs the worker again there if a drop broke its install: everything is saved at those moments (answers on the device, progress in the
 * session), so the reload resumes in the same place; in the middle of a stage (a recording, a
 * half-filled form) it never happens. A candidate thus spends at most one stage on an old version.
 */
export function useUpdateAtStageChange(stage: string): void {
  const previous = useRef(stage);
  useEffect(() => {
    if (previous.current === stage) return;
    previous.current = stage;
    void applyWaitingVersion().catch(() => undefined);
    void registerIfMissing();
  }, [stage]);
}
