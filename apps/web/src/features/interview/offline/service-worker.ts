import { useEffect, useRef, useState } from 'react';
import { SERVICE_WORKER_SCOPE, SERVICE_WORKER_URL } from './offline-cache';

const workersApply = () => 'serviceWorker' in navigator && !import.meta.env.DEV;

/**
 * The interview's registration, once known. Its `waiting` is live (the browser keeps it current),
 * so a stage change reads it at the moment it renders rather than following its events, which a
 * busy page can see out of order (an update found before this page's listeners were attached
 * was never applied).
 */
let registration: ServiceWorkerRegistration | undefined;

const register = () =>
  navigator.serviceWorker
    .register(SERVICE_WORKER_URL, { scope: SERVICE_WORKER_SCOPE })
    .then((registered) => {
      registration = registered;
    })
    .catch(() => undefined);

/**
 * Registers the worker again when its install failed. An install that loses the connection while
 * it downloads the interview's files fails, and the browser then forgets the registration and
 * never retries by itself: on a 2G line that drops, the candidate would go through the whole
 * interview with no copy to reopen it offline. One that is installing, waiting or active is left alone.
 */
async function registerIfMissing(): Promise<void> {
  if (!workersApply()) return;
  const found = await navigator.serviceWorker.getRegistration().catch(() => undefined);
  if (found) registration = found;
  else await register();
}

/**
 * Whether a newer worker has taken this page over: the page still runs the code it was loaded
 * with, under a worker that caches another version. Set by a change of controller after one was
 * in place (the first install's clientsClaim brings no new version).
 */
let replaced = false;
/** Whether the page is held between two stages until the new version takes it over. */
let holding = false;

/** The page's reload, replaceable in unit tests (jsdom cannot reload). */
export const page = { reload: () => window.location.reload() };

/**
 * How long a stage change waits for the new version to take the page over before the next stage
 * is shown on the old one. The browser activates a waiting worker told to skip waiting only once
 * the running one has no event in flight (Service Workers, "Try Activate"; Chromium gives a busy
 * one up to five minutes, kMaxLameDuckTime in service_worker_registration.cc), so the takeover
 * comes when the old worker is idle, not when asked.
 */
export const HOLD_MS = 20_000;

function followController(): void {
  let controller = navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (controller) replaced = true;
    controller = navigator.serviceWorker.controller;
    if (replaced && holding) page.reload();
  });
}

/**
 * Registers the interview's service worker once the page has loaded (its precache download must
 * not compete with the first screen on 2G). A new version waits until {@link useUpdateAtStageChange}
 * applies it at a safe moment; it never takes over a page mid-answer. The changes of controller
 * are followed from here, before any update can exist, so none is missed.
 */
export function registerInterviewWorker(): void {
  if (!workersApply()) return;
  followController();
  const start = () => void register();
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  // A connection back after a drop is the moment an install the drop broke can succeed.
  window.addEventListener('online', () => void registerIfMissing());
}

/** Whether a newer version is there to switch to: one that took the page over, or one waiting. */
function newVersionThere(): boolean {
  if (!workersApply()) return false;
  return replaced || (navigator.serviceWorker.controller !== null && Boolean(registration?.waiting));
}

/**
 * Switches a held page to the newer version: at once when one already took the page over (in
 * another tab, or after an earlier hold ran out); otherwise the waiting one is told to take over,
 * and the page reloads on it when it does ({@link followController}) and resumes from what the
 * server and this device hold. Resolves when the hold runs out first.
 */
async function switchToNewVersion(): Promise<void> {
  holding = true;
  if (replaced) return page.reload();
  registration?.waiting?.postMessage({ type: 'SKIP_WAITING' });
  await new Promise((resolve) => setTimeout(resolve, HOLD_MS));
  holding = false;
}

/**
 * Switches to a newer version at the next change of `stage` (a new question, submitting,
 * complete...), and installs the worker again there if a drop broke its install: everything is
 * saved at those moments (answers on the device, progress in the session), so the reload resumes
 * in the same place; in the middle of a stage (a recording, a half-filled form) it never happens.
 *
 * Returns whether the page is held between the two stages: the caller shows a wait, not the next
 * stage, until the new version takes over. The old worker is retired only once it has nothing in
 * flight, and the next stage's requests (its question audio, its uploads) go through it: a page
 * that showed the next stage kept it busy, and the takeover came late, in the middle of that stage
 * or not at all before the next (the interview browser test failed under load: no reload at the
 * next stage). A hold that runs out lets the candidate go on on the old version, and the switch
 * happens at the stage change after. A candidate thus spends at most one stage on an old
 * version, two when the old worker stays busy past the hold.
 */
export function useUpdateAtStageChange(stage: string): boolean {
  const [seen, setSeen] = useState(stage);
  const [held, setHeld] = useState(false);
  // Decided while rendering the change, so the next stage is never shown, and never sends a
  // request through the old worker, when a new version is to take over.
  if (seen !== stage) {
    setSeen(stage);
    if (newVersionThere()) setHeld(true);
  }
  useEffect(() => {
    if (!held) return;
    void switchToNewVersion().then(() => setHeld(false));
  }, [held]);
  const previous = useRef(stage);
  useEffect(() => {
    if (previous.current === stage) return;
    previous.current = stage;
    void registerIfMissing();
  }, [stage]);
  return held;
}
