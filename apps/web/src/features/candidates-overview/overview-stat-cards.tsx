import type { OverviewStats } from '@sauti/core/contract/review-views';
import { Card } from '@/components/ui/card';

/**
 * Total Invited counts every interview started from the intake form, by a personal invitation or
 * the public link; the caption says so. It read 'Candidates who opened the interview', which
 * contradicted the Invitations card's Invited and Opened below it.
 */
export const TOTAL_INVITED_CAPTION = 'Everyone who filled in the intake, invited or by the public link';

/** The four stat cards of the overview with their captions (docs/behaviour/review.md §2.3). */
export function overviewStatCards(stats: OverviewStats): { label: string; value: number; caption: string }[] {
  return [
    { label: 'Total Invited', value: stats.totalInvited, caption: TOTAL_INVITED_CAPTION },
    {
      label: 'Completed',
      value: stats.completed,
      caption: `${stats.inProgress} in progress · ${stats.notStarted} not started`,
    },
    { label: 'Meet All Criteria', value: stats.meetsAllCriteria, caption: 'Strong matches' },
    { label: 'Partial Match', value: stats.partialMatch, caption: `${stats.poorFit} poor fit` },
  ];
}

/** The row of stat cards at the top of the candidates overview. */
export function OverviewStatCards({ stats }: { stats: OverviewStats }) {
  return (
    <ul aria-label="Interview statistics" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {overviewStatCards(stats).map(({ label, value, caption }) => (
        <li key={label}>
          <Card className="h-full p-4">
            <h2 className="text-sm font-medium text-muted-foreground">{label}</h2>
            <p className="mt-1 text-3xl font-semibold">{value}</p>
            <p className="mt-1 text-xs text-muted-foreground">{caption}</p>
          </Card>
        </li>
      ))}
    </ul>
  );
}
