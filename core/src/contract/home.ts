/**
 * The JSON of the home page's calls (docs/behaviour/platform.md §3): one definition shared by the
 * server, which computes them in core/src/use-cases/home/home-overview.ts, and the home screen.
 */
import type { EvaluatorDescription } from '../rules/evaluator-label.js';

import { z } from 'zod';

/** How many recent events Home lists, and how many "View All Activity" shows at most. */
export const RECENT_ACTIVITY_SIZES = { home: 10, all: 50 } as const;

/** `GET /api/recent-activity?limit=` (1-50, default 10). */
export const recentActivityQuerySchema = z.object({
  limit: z.coerce
    .number({ error: `limit must be a whole number from 1 to ${RECENT_ACTIVITY_SIZES.all}` })
    .int({ error: `limit must be a whole number from 1 to ${RECENT_ACTIVITY_SIZES.all}` })
    .min(1, { error: `limit must be a whole number from 1 to ${RECENT_ACTIVITY_SIZES.all}` })
    .max(RECENT_ACTIVITY_SIZES.all, {
      error: `limit must be a whole number from 1 to ${RECENT_ACTIVITY_SIZES.all}`,
    })
    .default(RECENT_ACTIVITY_SIZES.home),
});

/** `GET /api/dashboard-stats` (docs/behaviour/platform.md §3). */
export interface DashboardStats {
  totalJobs: number;
  totalSessions: number;
  completedSessions: number;
  inProgressSessions: number;
  totalEvaluations: number;
  /** Mean overall score of the evaluated sessions, or null when none is evaluated. */
  averageScore: number | null;
  /** Jobs created in the last 7 days ("this week", core/src/rules/analytics-windows.ts). */
  jobsThisWeek: number;
  /** Interviews started in the last 7 days. */
  sessionsThisWeek: number;
  /** Interviews completed in the last 7 days. */
  completedThisWeek: number;
  /** Unfinished interviews started within the last 24 hours; older ones count as abandoned. */
  activeNow: number;
}

/** One line of `GET /api/recent-activity`. */
export interface RecentActivityItem {
  id: string;
  type: 'interview' | 'evaluation';
  candidateName: string;
  jobTitle: string;
  timestamp: string;
  status: 'completed' | 'in-progress';
  score: number | null;
  /** Who made the evaluation (null for an interview item): its title says 'AI' only for a language model. */
  evaluator: EvaluatorDescription | null;
}

/** One line of `GET /api/top-jobs`. */
export interface TopJob {
  jobId: string;
  jobTitle: string;
  applicationCount: number;
  /** Mean overall score (0-100) of the job's evaluated sessions; 0 when none. */
  averageScore: number;
}
