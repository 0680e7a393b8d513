import type { CandidateSession } from '../../domain/candidate-session.js';
import type { Evaluation } from '../../domain/evaluation.js';
import type { Job } from '../../domain/job.js';
import { evaluatorOf } from '../evaluation/stored-evaluation.js';
import {
  RECENT_ACTIVITY_SIZES,
  type DashboardStats,
  type RecentActivityItem,
  type TopJob,
} from '../../contract/home.js';
import { analyticsCutoffs } from '../../rules/analytics-windows.js';

/** How many items the home page lists. */
export const RECENT_ACTIVITY_LIMIT = RECENT_ACTIVITY_SIZES.home;
export const TOP_JOBS_LIMIT = 5;

const isCompleted = (s: CandidateSession) => s.completedAt !== null || s.status === 'completed';
const mean = (xs: number[]) => (xs.length ? xs.reduce((a, b) => a + b, 0) / xs.length : null);
/** The overall scores of the evaluations that have one (an interview not scored has none). */
const scoresOf = (evaluations: readonly Evaluation[]) =>
  evaluations.flatMap((e) => (e.overallScore === null ? [] : [e.overallScore]));

/**
 * Stats over an organisation's jobs, their sessions and the latest evaluation of each session, with
 * the captions' figures counted back from `now` in the analytics' own windows (core/src/rules/analytics-windows.ts):
 * "this week" is the last 7 days, and an unfinished interview is active for 24 hours after its
 * start, abandoned after that (docs/behaviour/platform.md §2.4).
 */
export function dashboardStats(
  jobs: Job[],
  sessions: CandidateSession[],
  evaluations: Evaluation[],
  now: Date,
): DashboardStats {
  const { weekStart, abandonedBefore } = analyticsCutoffs(now);
  const since = (at: Date | null, cutoff: Date) => at !== null && at.getTime() >= cutoff.getTime();
  const completed = sessions.filter(isCompleted);
  return {
    totalJobs: jobs.length,
    totalSessions: sessions.length,
    completedSessions: completed.length,
    inProgressSessions: sessions.length - completed.length,
    totalEvaluations: evaluations.length,
    averageScore: mean(scoresOf(evaluations)),
    jobsThisWeek: jobs.filter((j) => since(j.createdAt, weekStart)).length,
    sessionsThisWeek: sessions.filter((s) => since(s.startedAt, weekStart)).length,
    completedThisWeek: completed.filter((s) => since(s.completedAt ?? s.startedAt, weekStart)).length,
    activeNow: sessions.filter((s) => !isCompleted(s) && since(s.startedAt, abandonedBefore)).length,
  };
}

/**
 * The newest events first: an evaluation when a session has one (at its evaluation time),
 * otherwise the interview itself (at completion or start).
 */
export function recentActivity(
  jobs: Job[],
  sessions: CandidateSession[],
  evaluations: Evaluation[],
  limit: number = RECENT_ACTIVITY_LIMIT,
): RecentActivityItem[] {
  const titles = new Map(jobs.map((j) => [j.id, j.title]));
  const bySession = new Map(evaluations.map((e) => [e.sessionId, e]));
  return sessions
    .map((s): RecentActivityItem => {
      const evaluation = bySession.get(s.id);
      const at = evaluation?.evaluatedAt ?? s.completedAt ?? s.startedAt;
      return {
        id: s.id,
        type: evaluation ? 'evaluation' : 'interview',
        candidateName: s.candidateName ?? 'Candidate',
        jobTitle: titles.get(s.jobId) ?? 'Untitled',
        timestamp: at.toISOString(),
        status: isCompleted(s) ? 'completed' : 'in-progress',
        score: evaluation?.overallScore ?? null,
        evaluator: evaluation ? evaluatorOf(evaluation) : null,
      };
    })
    .sort((a, b) => b.timestamp.localeCompare(a.timestamp))
    .slice(0, limit);
}

/** Jobs ranked by average score, then by number of applications. */
export function topJobs(
  jobs: Job[],
  sessions: CandidateSession[],
  evaluations: Evaluation[],
  limit = TOP_JOBS_LIMIT,
): TopJob[] {
  const jobOfSession = new Map(sessions.map((s) => [s.id, s.jobId]));
  return jobs
    .map((job) => {
      const scores = scoresOf(evaluations.filter((e) => jobOfSession.get(e.sessionId) === job.id));
      return {
        jobId: job.id,
        jobTitle: job.title,
        applicationCount: sessions.filter((s) => s.jobId === job.id).length,
        averageScore: Math.round(mean(scores) ?? 0),
      };
    })
    .filter((j) => j.applicationCount > 0)
    .sort((a, b) => b.averageScore - a.averageScore || b.applicationCount - a.applicationCount)
    .slice(0, limit);
}
