import { averageScorePercent } from '@sauti/core/rules/activity';
import { useDashboardStats } from '@/api/dashboard-stats';
import { Card } from '@/components/ui/card';

/** What a figure reads until the organisation's stats arrive, or while nothing is scored. */
export const NO_FIGURE = '—';

/**
 * Active Jobs, Candidates Interviewed (completed interviews of the organisation) and Avg Score (the
 * same average as home's, as a percent): the spec's three cards with the real figures
 * (docs/behaviour/interview.md §2.1).
 */
export function EditorStatCards({ activeJobs }: { activeJobs: number }) {
  const stats = useDashboardStats().data;
  const average = averageScorePercent(stats?.averageScore);
  const cards = [
    { label: 'Active Jobs', value: String(activeJobs) },
    { label: 'Candidates Interviewed', value: stats ? String(stats.completedSessions) : NO_FIGURE },
    { label: 'Avg Score', value: average === null ? NO_FIGURE : `${average}%` },
  ];
  return (
    <ul className="grid gap-4 sm:grid-cols-3">
      {cards.map(({ label, value }) => (
        <li key={label}>
          <Card className="p-4">
            <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
            <p className="mt-1 text-3xl font-semibold">{value}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
