import type { AdminAnalytics } from './use-analytics-queries';
import { StatTile } from './analytics-parts';

/** The four headline figures above the tabs (docs/behaviour/platform.md §2.8). */
export function SummaryCards({ analytics }: { analytics: AdminAnalytics }) {
  const { userMetrics, jobMetrics, interviewMetrics } = analytics;
  return (
    <section aria-label="Summary" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <StatTile
        label="Total Users"
        value={userMetrics.totalUsers}
        caption={`+${userMetrics.newUsersThisWeek} this week`}
      />
      <StatTile
        label="Active Jobs"
        value={jobMetrics.activeJobs}
        caption={`${jobMetrics.totalJobs} total created`}
      />
      <StatTile
        label="Completion Rate"
        value={`${interviewMetrics.completionRate}%`}
        caption={`${interviewMetrics.completedInterviews} of ${interviewMetrics.totalInterviews} interviews`}
      />
      <StatTile
        label="Avg. Interview Time"
        value={`${Math.round(interviewMetrics.averageCompletionTime)} min`}
        caption="Per completed interview"
      />
    </section>
  );
}
