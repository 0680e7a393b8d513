/**
 * The JSON of the home page's calls (docs/behaviour/platform.md §3): one definition shared by the
 * server, which computes them in core/src/use-cases/home/home-overview.ts, and the home screen.
 */
import type { EvaluatorDescription } from '../rules/evaluator-label.js';

/** `GET /api/dashboard-stats` (docs/behaviour/platform.md §3). */
export interface DashboardStats {
  totalJobs: number;
  totalSessions: number;
  completedSessions: number;
  inProgressSessions: number;
  totalEvaluations: number;
  /** Mean overall score of the evaluated sessions, or null when none is evaluated. */
  averageScore: number | null;
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
