import type { ActivityRow, PlatformCounts } from '../../ports/admin-analytics-queries.js';
import { completionRate } from '../../rules/activity.js';
import { potentialIssues } from '../../rules/analytics.js';
import { percent } from '../../rules/analytics-windows.js';
import type { AdminAnalytics } from '../../contract/analytics.js';

/** The funnel stage names of the User Journey tab, in order. */
export const FUNNEL_STAGES = [
  'Signed up',
  'Created a job',
  'Received an interview',
  'Interview completed',
] as const;

/** Whole minutes from seconds; 0 when nothing was completed. */
function wholeMinutes(seconds: number | null): number {
  return seconds === null ? 0 : Math.round(seconds / 60);
}

/** One decimal place, e.g. 3.333 → 3.3; 0 when there are no jobs. */
function oneDecimal(value: number | null): number {
  return value === null ? 0 : Math.round(value * 10) / 10;
}

/** Turns the platform aggregates and recent events into the GET /api/admin/analytics answer. */
export function composeAdminAnalytics(
  counts: PlatformCounts,
  activity: readonly ActivityRow[],
  now: Date,
): AdminAnalytics {
  const { users, jobs, interviews } = counts;
  const rate = completionRate(interviews.completed, interviews.total);
  const retentionRate = percent(users.joinedBeforeWeekSignedInThisWeek, users.joinedBeforeWeek);
  const signupToFirstJob = percent(users.withJob, users.total);
  const funnel = [users.total, users.withJob, users.withInterview, users.withCompletedInterview];
  return {
    generatedAt: now.toISOString(),
    userMetrics: {
      totalUsers: users.total,
      activeUsers: users.active,
      newUsersThisWeek: users.createdSinceWeekStart,
      retentionRate,
    },
    jobMetrics: {
      totalJobs: jobs.total,
      activeJobs: jobs.active,
      avgQuestionsPerJob: oneDecimal(jobs.avgQuestions),
      jobsCreatedThisWeek: jobs.createdSinceWeekStart,
    },
    interviewMetrics: {
      totalInterviews: interviews.total,
      completedInterviews: interviews.completed,
      abandonedInterviews: interviews.abandoned,
      // The rest of the started interviews, so that the three add up to the total.
      inProgressInterviews: Math.max(0, interviews.total - interviews.completed - interviews.abandoned),
      averageCompletionTime: wholeMinutes(interviews.avgCompletionSeconds),
      completionRate: rate,
    },
    userJourney: {
      signupToFirstJob,
      jobCreationToFirstInterview: percent(jobs.withInterview, jobs.total),
      interviewStartToCompletion: rate,
    },
    recentActivity: activity.map(presentActivity),
    dropoffPoints: FUNNEL_STAGES.map((stage, i) => ({
      stage,
      users: funnel[i]!,
      percentage: percent(funnel[i]!, users.total),
    })),
    potentialIssues: potentialIssues({
      completionRate: rate,
      signupToFirstJob,
      retentionRate,
      abandonedInterviews: interviews.abandoned,
      completedInterviews: interviews.completed,
      totalInterviews: interviews.total,
      usersJoinedBeforeWeek: users.joinedBeforeWeek,
    }),
  };
}

function presentActivity(row: ActivityRow): AdminAnalytics['recentActivity'][number] {
  const metadata: { jobTitle?: string; candidateName?: string } = {};
  if (row.jobTitle !== null) metadata.jobTitle = row.jobTitle;
  if (row.candidateName !== null) metadata.candidateName = row.candidateName;
  return {
    id: `${row.type}:${row.subjectId}`,
    type: row.type,
    timestamp: row.at.toISOString(),
    userEmail: row.userEmail,
    metadata,
  };
}
