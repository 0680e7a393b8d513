import { averageScorePercent, completionRate } from '@sauti/core/rules/activity';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { DashboardStats } from '@/api/dashboard-stats';

/** Quick Insights: completion rate, average score and evaluations (docs/behaviour/platform.md §2.4). */
export function QuickInsights({ stats }: { stats: DashboardStats }) {
  const average = averageScorePercent(stats.averageScore);
  const insights = [
    { label: 'Completion rate', value: `${completionRate(stats.completedSessions, stats.totalSessions)}%` },
    { label: 'Average score', value: average === null ? 'No scores yet' : `${average}%` },
    { label: 'Evaluations', value: String(stats.totalEvaluations) },
  ];
  return (
    <Card>
      <CardHeader>
        <CardTitle>Quick Insights</CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="grid gap-4 sm:grid-cols-3">
          {insights.map(({ label, value }) => (
            <div key={label} className="rounded-lg bg-muted p-3">
              <dt className="text-sm text-muted-foreground">{label}</dt>
              <dd className="text-xl font-semibold">{value}</dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}
