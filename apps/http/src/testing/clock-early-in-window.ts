import type { Clock } from '@sauti/core/ports/clock';

/**
 * A clock one minute into a fixed window of `windowMs`, running from there in real time. Limits
 * count in fixed windows (core/src/rules/fixed-window.ts); a test that spends one with many slow
 * requests on a loaded machine could otherwise straddle the window's turn, and the count would
 * start again before the test reached its limit.
 */
export function clockEarlyInWindow(windowMs: number): Clock {
  const startedAt = Date.now();
  const windowStart = Math.floor(startedAt / windowMs) * windowMs;
  return { now: () => new Date(windowStart + 60_000 + (Date.now() - startedAt)) };
}

/**
 * Waits, when less than `neededMs` is left of the current fixed window of `windowMs`, until the
 * next one starts: for a test that spends a window's attempts on a server with the real clock
 * (at most `neededMs` of waiting, in about neededMs / windowMs of runs).
 */
export async function roomInWindow(windowMs: number, neededMs: number): Promise<void> {
  const left = windowMs - (Date.now() % windowMs);
  if (left < neededMs) await new Promise((resolve) => setTimeout(resolve, left + 50));
}
