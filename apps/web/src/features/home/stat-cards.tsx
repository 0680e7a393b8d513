import { Card } from '@/components/ui/card';
import type { DashboardStats } from './use-dashboard-stats';

/** The four stat cards; their captions are fixed texts (docs/behaviour/platform.md §2.4). */
export function statCards(stats: DashboardStats): { label: string; value: number; caption: string }[] {
  return [
    { label: 'Total Jobs', value: stats.totalJobs, caption: '+2 this week' },
    { label: 'Total Interviews', value: stats.totalSessions, caption: '+23 this week' },
    { label: 'Completed', value: stats.completedSessions, caption: '+8 this week' },
    { label: 'In Progress', value: stats.inProgressSessions, caption: 'Active now' },
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
          <p className="mt-1 text-xs text-success">{caption}</p>
        </Card>
      ))}
    </div>
  );
}
