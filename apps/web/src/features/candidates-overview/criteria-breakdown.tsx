import type { OverviewPayload } from '@sauti/core/contract/review-views';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';

/** Met / total and percentage per enabled criterion, in the job's order (docs/behaviour/review.md §2.3). */
export function CriteriaBreakdown({
  pillars,
  breakdown,
}: {
  pillars: OverviewPayload['job']['pillars'];
  breakdown: OverviewPayload['criteriaBreakdown'];
}) {
  const rows = pillars.flatMap((pillar) => {
    const entry = breakdown[pillar.id];
    return entry ? [{ id: pillar.id, ...entry, label: entry.label || pillar.label }] : [];
  });
  if (rows.length === 0) return null;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Criteria Breakdown</CardTitle>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {rows.map((row) => (
            <li key={row.id} aria-label={row.label} className="flex flex-col gap-1">
              <div className="flex justify-between gap-2 text-sm">
                <span className="font-medium">{row.label}</span>
                <span className="text-muted-foreground">
                  {row.met} / {row.total} ({row.percentage}%)
                </span>
              </div>
              <div className="h-2 rounded-full bg-muted" aria-hidden="true">
                <div className="h-2 rounded-full bg-primary" style={{ width: `${row.percentage}%` }} />
              </div>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
