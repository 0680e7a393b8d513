/**
 * Fixed windows aligned to the epoch, as every abuse budget and sign-in limit counts in them
 * (docs/behaviour/platform.md §10), and the wait a refusal tells.
 */

/** Start of the fixed window containing `now` (windows are aligned to the epoch). */
export function windowStart(now: Date, windowMs: number): Date {
  return new Date(Math.floor(now.getTime() / windowMs) * windowMs);
}

/** Seconds until the window containing `now` ends (at least 1). */
export function secondsLeftInWindow(now: Date, windowMs: number): number {
  const end = windowStart(now, windowMs).getTime() + windowMs;
  return Math.max(1, Math.ceil((end - now.getTime()) / 1000));
}

/** "1 minute", "N minutes" (rounded up, at least one). */
export function waitText(seconds: number): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
