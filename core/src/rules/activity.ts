import { resultWords, type EvaluatorDescription } from './evaluator-label.js';
import { percentOf } from './percent-of.js';

/** Home-screen thresholds (docs/behaviour/platform.md §2.4). */
export const HOME_LIMITS = { trendUp: 70, trendStable: 50 } as const;

export const ACTIVITY_FALLBACKS = { jobTitle: 'Untitled', candidateName: 'Candidate' } as const;
export const UNKNOWN_ACTIVITY = 'Unknown activity';
export const LESS_THAN_AN_HOUR = 'Less than an hour ago';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A top job's trend by average score: >= 70 up, >= 50 stable, else down. */
export function topJobTrend(averageScore: number): 'up' | 'stable' | 'down' {
  if (averageScore >= HOME_LIMITS.trendUp) return 'up';
  if (averageScore >= HOME_LIMITS.trendStable) return 'stable';
  return 'down';
}

/**
 * The bar length of a top job in percent: its average score rounded, within 0-100. The average
 * is shown as that percent like every overall score (docs/behaviour/review.md §10); it was shown
 * out of 10 ('7.3/10') beside '73%' elsewhere on the same page.
 */
export function scoreBarLength(averageScore: number): number {
  return Math.min(100, Math.max(0, Math.round(averageScore)));
}

/** Completed sessions as a rounded percent of all sessions; 0 when there are none. */
export function completionRate(completed: number, total: number): number {
  return percentOf(completed, total);
}

/** The average score rounded to a whole percent; null stays null (no evaluations yet). */
export function averageScorePercent(averageScore: number | null | undefined): number | null {
  return typeof averageScore === 'number' ? Math.round(averageScore) : null;
}

/**
 * Time since `timestamp`: '1 day ago' / 'N days ago' from one day, else '1 hour ago' /
 * 'N hours ago' from one hour, else 'Less than an hour ago' (also for future or invalid times).
 */
export function timeAgo(timestamp: Date | string, now: Date): string {
  const elapsed = now.getTime() - new Date(timestamp).getTime();
  if (!Number.isFinite(elapsed)) return LESS_THAN_AN_HOUR;
  const days = Math.floor(elapsed / DAY_MS);
  if (days >= 1) return `${days} ${days === 1 ? 'day' : 'days'} ago`;
  const hours = Math.floor(elapsed / HOUR_MS);
  if (hours >= 1) return `${hours} ${hours === 1 ? 'hour' : 'hours'} ago`;
  return LESS_THAN_AN_HOUR;
}

/**
 * The title of a home recent-activity item: an evaluation is the AI's only when a language model
 * made it (resultWords, docs/behaviour/review.md §16).
 */
export function recentActivityTitle(
  type: string,
  evaluator: Pick<EvaluatorDescription, 'usesLanguageModel'> | null = null,
): string {
  return type === 'evaluation' ? resultWords(evaluator).completed : 'Interview completed';
}

export interface AdminActivity {
  type: string;
  userEmail?: string | null;
  metadata?: { jobTitle?: string | null; candidateName?: string | null } | null;
}

/** The text of an admin Recent Activity event. */
export function adminActivityLabel(activity: AdminActivity): string {
  const jobTitle = activity.metadata?.jobTitle || ACTIVITY_FALLBACKS.jobTitle;
  const candidate = activity.metadata?.candidateName || ACTIVITY_FALLBACKS.candidateName;
  switch (activity.type) {
    case 'user_signup':
      return activity.userEmail ? `New user signed up: ${activity.userEmail}` : 'New user signed up';
    case 'job_created':
      return `Job created: ${jobTitle}`;
    case 'interview_started':
      return `${candidate} started an interview for ${jobTitle}`;
    case 'interview_completed':
      return `${candidate} completed an interview for ${jobTitle}`;
    case 'interview_abandoned':
      return `${candidate} abandoned an interview for ${jobTitle}`;
    default:
      return UNKNOWN_ACTIVITY;
  }
}
