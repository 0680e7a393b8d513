import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { paths, pathForScreenName } from '@/paths';
import { QuickInsights } from './quick-insights';
import { RecentActivityCard } from './recent-activity-card';
import { StatCards } from './stat-cards';
import { TopJobsCard } from './top-jobs-card';
import type { DashboardStats } from '@/api/dashboard-stats';
import type { RecentActivityItem } from './use-recent-activity';
import type { TopJob } from './use-top-jobs';

const emptyStats: DashboardStats = {
  totalJobs: 0,
  totalSessions: 0,
  completedSessions: 0,
  inProgressSessions: 0,
  totalEvaluations: 0,
  averageScore: null,
  jobsThisWeek: 0,
  sessionsThisWeek: 0,
  completedThisWeek: 0,
  activeNow: 0,
};

/** The date header in en-US long form, e.g. 'Monday, March 3, 2025' (docs/behaviour/platform.md §2.4). */
export function longDate(date: Date): string {
  return date.toLocaleDateString('en-US', {
    weekday: 'long',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** Home for a user with jobs: date, actions, stats, activity, top jobs, insights (docs/behaviour/platform.md §2.4). */
export function DashboardOverview({
  firstName,
  stats = emptyStats,
  activity = [],
  topJobs = [],
  now,
  notice,
}: {
  /** Shown under the greeting, before the figures: what a member should act on (join requests). */
  notice?: ReactNode;
  firstName: string | null;
  stats?: DashboardStats | undefined;
  activity?: RecentActivityItem[] | undefined;
  topJobs?: TopJob[] | undefined;
  now: Date;
}) {
  return (
    <div className="flex flex-col gap-6">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div>
          <p className="text-sm text-muted-foreground">{longDate(now)}</p>
          <h1 className="text-2xl font-semibold">Welcome back{firstName ? `, ${firstName}` : ''}!</h1>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Link to={pathForScreenName('hr-portal')} className={buttonClasses('primary')}>
            Create Job Interview
          </Link>
          <Link to={paths.dashboard.href()} className={buttonClasses('outline')}>
            Go to Dashboard
          </Link>
        </div>
      </div>
      {notice}
      <StatCards stats={stats} />
      <div className="grid gap-4 lg:grid-cols-2">
        <RecentActivityCard items={activity} now={now} />
        <TopJobsCard jobs={topJobs} />
      </div>
      <QuickInsights stats={stats} />
    </div>
  );
}
