import { useEffect, useRef } from 'react';
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from './offline-cache';

/**
 * Registers the interview's service worker once the page has loaded (its precache download must
 * not compete with the first screen on 2G). A new version waits until {@link useUpdateAtStageChange}
 * applies it at a safe moment; it never takes over a page mid-answer.
 */
export function registerInterviewWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const start = () =>
    void navigator.serviceWorker
      .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
      .catch(() => undefined);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
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
 * complete...): everything is saved at those moments (answers on the device, progress in the
 * session), so the reload resumes in the same place; in the middle of a stage (a recording, a
 * half-filled form) it never happens. A candidate thus spends at most one stage on an old version.
 */
export function useUpdateAtStageChange(stage: string): void {
  const previous = useRef(stage);
  useEffect(() => {
    if (previous.current === stage) return;
    previous.current = stage;
    void applyWaitingVersion().catch(() => undefined);
  }, [stage]);
}
