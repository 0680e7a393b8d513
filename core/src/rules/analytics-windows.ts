import { completionRate } from './activity.js';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The time windows and list sizes of the admin analytics (definitions in core/src/contract/analytics.ts; the
 * list sizes are docs/behaviour/platform.md §9).
 */
export const ANALYTICS_WINDOWS = {
  /** Signed in within this many days: an active user. */
  activeDays: 30,
  /** "This week", retention and recent decisions look back this many days. */
  weekDays: 7,
  /** An unfinished interview started longer ago than this is abandoned. */
  abandonAfterMs: 24 * HOUR_MS,
  recentActivityLimit: 20,
  topReferrers: 8,
} as const;

/** The instants that decide what "active", "this week" and "abandoned" mean at a given time. */
export interface AnalyticsCutoffs {
  /** Signed in at or after this instant: an active user. */
  activeSince: Date;
  /** Created (or signed in) at or after this instant: "this week". */
  weekStart: Date;
  /** Not completed and started strictly before this instant: an abandoned interview. */
  abandonedBefore: Date;
}

/** The cut-off instants of the windows at `now`. */
export function analyticsCutoffs(now: Date): AnalyticsCutoffs {
  const at = (msAgo: number) => new Date(now.getTime() - msAgo);
  return {
    activeSince: at(ANALYTICS_WINDOWS.activeDays * DAY_MS),
    weekStart: at(ANALYTICS_WINDOWS.weekDays * DAY_MS),
    abandonedBefore: at(ANALYTICS_WINDOWS.abandonAfterMs),
  };
}

/** `part` as a rounded percent of `whole`; 0 when `whole` is 0 (the completion-rate rounding). */
export const percent: (part: number, whole: number) => number = completionRate;

/** Active (signed in within the active window) or inactive (never signed in included). */
export function userStatus(lastSignInAt: Date | null, activeSince: Date): 'active' | 'inactive' {
  return lastSignInAt !== null && lastSignInAt.getTime() >= activeSince.getTime() ? 'active' : 'inactive';
}
