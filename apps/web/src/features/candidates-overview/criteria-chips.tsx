import type { OverviewCandidate, ReviewPillar } from '@sauti/core/contract/review-views';
import { cn } from '@/lib/cn';

/** One chip per evaluated criterion: met (✓) or not met (✗), in the job's order (docs/behaviour/review.md §2.3). */
export function CriteriaChips({
  pillars,
  breakdown,
}: {
  pillars: ReviewPillar[];
  breakdown: OverviewCandidate['criteriaBreakdown'];
}) {
  const chips = pillars.flatMap((pillar) => {
    const met = breakdown[pillar.id];
    return met === undefined ? [] : [{ id: pillar.id, label: pillar.label, met }];
  });
  if (chips.length === 0) return null;
  return (
    <ul aria-label="Criteria" className="flex flex-wrap gap-1.5">
      {chips.map((chip) => (
        <li
          key={chip.id}
          className={cn(
            'inline-flex items-center gap-1 rounded-full border px-2 py-0.5 text-xs',
            chip.met ? 'border-success text-success' : 'border-destructive text-destructive',
          )}
        >
          <span aria-hidden="true">{chip.met ? '✓' : '✗'}</span>
          {chip.label}
          <span className="sr-only">{chip.met ? ' met' : ' not met'}</span>
        </li>
      ))}
    </ul>
  );
}
