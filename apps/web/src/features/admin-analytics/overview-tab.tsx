import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { percentOf } from '@sauti/core/rules/percent-of';
import { ProgressBar, StatTile } from './analytics-parts';
import type { AdminAnalytics } from './use-analytics-queries';

/** Overview: user engagement bars and interview outcome counts (docs/behaviour/platform.md §2.8). */
export function OverviewTab({ analytics }: { analytics: AdminAnalytics }) {
  const { userMetrics, interviewMetrics } = analytics;
  const activeShare = percentOf(userMetrics.activeUsers, userMetrics.totalUsers);
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      <Card>
        <CardHeader>
          <CardTitle>User Engagement</CardTitle>
        </CardHeader>
        <CardContent className="flex flex-col gap-4">
          <div className="flex flex-col gap-1.5">
            <div className="flex justify-between text-sm">
              <span>Active users</span>
              <span>
                {userMetrics.activeUsers} of {userMetrics.totalUsers} ({activeShare}%)
              </span>
            </div>
            <ProgressBar label="Active users" value={activeShare} />
          </div>
          <div className="flex flex-col gap-1.5">
            <div className="flex justify-between text-sm">
              <span>Retention rate</span>
              <span>{userMetrics.retentionRate}%</span>
            </div>
            <ProgressBar label="Retention rate" value={userMetrics.retentionRate} />
          </div>
        </CardContent>
      </Card>
      <Card>
        <CardHeader>
          <CardTitle>Interview Outcomes</CardTitle>
        </CardHeader>
        {/* The three add up to the interviews started ('29 of 33' beside 1 abandoned did not). */}
        <CardContent className="grid gap-4 sm:grid-cols-3">
          <StatTile label="Completed" value={interviewMetrics.completedInterviews} />
          <StatTile label="Abandoned" value={interviewMetrics.abandonedInterviews} />
          <StatTile label="In progress" value={interviewMetrics.inProgressInterviews} />
        </CardContent>
      </Card>
    </div>
  );
}
