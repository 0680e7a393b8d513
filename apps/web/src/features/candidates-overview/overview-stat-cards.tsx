import type { OverviewPayload, OverviewStats } from '@sauti/core/contract/review-views';
import { Card } from '@/components/ui/card';

/**
 * Total Invited counts every interview started from the intake form, by a personal invitation or
 * the public link; the caption says so. It read 'Candidates who opened the interview', which
 * contradicted the Invitations card's Invited and Opened below it.
 */
export const TOTAL_INVITED_CAPTION = 'Everyone who filled in the intake, invited or by the public link';

type PhoneCalls = OverviewPayload['phoneCalls'];

/** The phone calls card's caption: call time and, when a rate is configured, the estimated cost. */
export function phoneCallsCaption(calls: NonNullable<PhoneCalls>): string {
  const cost = calls.estimatedCost
    ? `about ${calls.estimatedCost.currency} ${calls.estimatedCost.amount.toFixed(2)}`
    : 'cost not estimated';
  return `${calls.minutes} min · ${cost}`;
}

/**
 * The stat cards of the overview with their captions (docs/behaviour/review.md §2.3), and a fifth,
 * 'Phone calls', once the job had any (docs/behaviour/interview.md §20).
 */
export function overviewStatCards(
  stats: OverviewStats,
  phoneCalls: PhoneCalls = null,
): { label: string; value: number; caption: string }[] {
  const phone = phoneCalls
    ? [{ label: 'Phone calls', value: phoneCalls.calls, caption: phoneCallsCaption(phoneCalls) }]
    : [];
  return [
    { label: 'Total Invited', value: stats.totalInvited, caption: TOTAL_INVITED_CAPTION },
    {
      label: 'Completed',
      value: stats.completed,
      caption: `${stats.inProgress} in progress · ${stats.notStarted} not started`,
    },
    { label: 'Meet All Criteria', value: stats.meetsAllCriteria, caption: 'Strong matches' },
    { label: 'Partial Match', value: stats.partialMatch, caption: `${stats.poorFit} poor fit` },
    ...phone,
  ];
}

/** The row of stat cards at the top of the candidates overview. */
export function OverviewStatCards({
  stats,
  phoneCalls = null,
}: {
  stats: OverviewStats;
  phoneCalls?: PhoneCalls;
}) {
  const cards = overviewStatCards(stats, phoneCalls);
  const columns = cards.length > 4 ? 'lg:grid-cols-5' : 'lg:grid-cols-4';
  return (
    <ul aria-label="Interview statistics" className={`grid gap-4 sm:grid-cols-2 ${columns}`}>
      {cards.map(({ label, value, caption }) => (
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
