import { Card } from '@/components/ui/card';

/** Avg Score has no data source yet; the spec shows a fixed placeholder (docs/behaviour/interview.md §2.1). */
export const AVG_SCORE_PLACEHOLDER = '—';

/** Active Jobs (counted), Candidates Interviewed (fixed 0), Avg Score (placeholder) — docs/behaviour/interview.md §2.1. */
export function EditorStatCards({ activeJobs }: { activeJobs: number }) {
  const cards = [
    { label: 'Active Jobs', value: String(activeJobs) },
    { label: 'Candidates Interviewed', value: '0' },
    { label: 'Avg Score', value: AVG_SCORE_PLACEHOLDER },
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
