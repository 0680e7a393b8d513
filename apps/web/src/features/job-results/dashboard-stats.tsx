import type { DashboardPayload } from '@sauti/core/contract/review-views';
import { Card } from '@/components/ui/card';

/** Total Candidates, Completed Interviews and In Progress (total minus completed), docs/behaviour/review.md §2.2. */
export function DashboardStats({ stats }: { stats: DashboardPayload['stats'] }) {
  const cards = [
    { label: 'Total Candidates', value: stats.totalCandidates },
    { label: 'Completed Interviews', value: stats.completedCandidates },
    { label: 'In Progress', value: stats.totalCandidates - stats.completedCandidates },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {cards.map(({ label, value }) => (
        <Card key={label} className="flex flex-col gap-1 p-4">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-3xl font-semibold">{value}</dd>
        </Card>
      ))}
    </dl>
  );
}
