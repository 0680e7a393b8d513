import { useCurrentUser } from '@/lib/auth';
import { DashboardOverview } from './dashboard-overview';
import { EmptyState } from './empty-state';
import { HomeSkeleton } from './home-skeleton';
import { PendingApprovalCard } from './pending-approval-card';
import { useDashboardStats } from '@/api/dashboard-stats';
import { useJobs } from '@/api/jobs';
import { useRecentActivity } from './use-recent-activity';
import { useTopJobs } from './use-top-jobs';

/** The signed-in home: welcome area (empty state or dashboard overview); the layout adds the footer (docs/behaviour/platform.md §2.4). */
export function HomePage() {
  const user = useCurrentUser().data;
  const jobs = useJobs();
  const stats = useDashboardStats();
  const activity = useRecentActivity();
  const topJobs = useTopJobs();
  const loading = jobs.isPending || stats.isPending || activity.isPending || topJobs.isPending;
  const firstName = user?.firstName ?? null;

  let welcome;
  if (loading) welcome = <HomeSkeleton />;
  else if ((jobs.data?.length ?? 0) === 0)
    welcome = (
      <>
        <EmptyState firstName={firstName} />
        <PendingApprovalCard />
      </>
    );
  else {
    welcome = (
      <DashboardOverview
        firstName={firstName}
        stats={stats.data}
        activity={activity.data}
        topJobs={topJobs.data}
        now={new Date()}
        notice={<PendingApprovalCard />}
      />
    );
  }

  return <main className="mx-auto flex w-full max-w-6xl flex-1 flex-col gap-4 p-4 sm:p-6">{welcome}</main>;
}
