import { Card } from '@/components/ui/card';
import type { DashboardStats } from '@/api/dashboard-stats';

/**
 * The four stat cards in the spec's places and words, with the real figures under them: "this week"
 * is the last 7 days, "active now" an unfinished interview started within the last 24 hours
 * (docs/behaviour/platform.md §2.4).
 */
export function statCards(stats: DashboardStats): { label: string; value: number; caption: string }[] {
  return [
    { label: 'Total Jobs', value: stats.totalJobs, caption: `+${stats.jobsThisWeek} this week` },
    {
      label: 'Total Interviews',
      value: stats.totalSessions,
      caption: `+${stats.sessionsThisWeek} this week`,
    },
    { label: 'Completed', value: stats.completedSessions, caption: `+${stats.completedThisWeek} this week` },
    { label: 'In Progress', value: stats.inProgressSessions, caption: `${stats.activeNow} active now` },
  ];
}

/** The row of stat cards on the dashboard overview. */
export function StatCards({ stats }: { stats: DashboardStats }) {
  return (
    <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {statCards(stats).map(({ label, value, caption }) => (
        <Card key={label} className="p-4">
          <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
          <p className="mt-1 text-3xl font-semibold">{value}</p>
          <p className="mt-1 text-xs text-muted-foreground">{caption}</p>
        </Card>
      ))}
    </div>
  );
}
