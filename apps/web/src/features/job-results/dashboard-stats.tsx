import type { DashboardPayload } from '@sauti/core/contract/review-views';
import { Card } from '@/components/ui/card';

/**
 * Total Candidates, Completed Interviews and In Progress (docs/behaviour/review.md §2.2), counted as
 * the overview counts them: a candidate who opened the interview and answered nothing is not in
 * progress but not started (it was total minus completed, which disagreed with the overview).
 */
export function DashboardStats({ progress }: { progress: DashboardPayload['progress'] }) {
  const cards = [
    { label: 'Total Candidates', value: progress.total },
    { label: 'Completed Interviews', value: progress.completed },
    { label: 'In Progress', value: progress.inProgress, note: `${progress.notStarted} not started` },
  ];
  return (
    <dl className="grid gap-4 sm:grid-cols-3">
      {cards.map(({ label, value, note }) => (
        <Card key={label} className="flex flex-col gap-1 p-4">
          <dt className="text-sm text-muted-foreground">{label}</dt>
          <dd className="text-3xl font-semibold">{value}</dd>
          {note && <dd className="text-xs text-muted-foreground">{note}</dd>}
        </Card>
      ))}
    </dl>
  );
}
