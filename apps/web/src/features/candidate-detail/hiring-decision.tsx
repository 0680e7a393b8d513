import type { HiringOutcome } from '@sauti/core/domain/candidate-session';
import type { ReviewSession } from '@sauti/core/contract/review-views';
import { useState } from 'react';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { formatDate } from '@/lib/review/display';
import { HIRING_OPTIONS, useHiringOutcome } from '@/api/hiring-outcome';

function toOutcome(value: string): HiringOutcome | null {
  return HIRING_OPTIONS.find((option) => option.value === value && option.value !== '')?.value || null;
}

/**
 * The Hiring Decision selector (docs/behaviour/review.md §2.4, §4): a choice is sent at once; No decision yet clears
 * the outcome (null). Shows the choice while saving and goes back to the stored one on failure.
 * The page keys it by the stored outcome so a reload resets the shown choice.
 */
export function HiringDecision({ jobId, session }: { jobId: string; session: ReviewSession }) {
  const mutation = useHiringOutcome(jobId, session.id);
  const [value, setValue] = useState<string>(session.hiringOutcome ?? '');

  function choose(next: string) {
    setValue(next);
    mutation.mutate(toOutcome(next), { onError: () => setValue(session.hiringOutcome ?? '') });
  }

  return (
    <div className="flex flex-col gap-1">
      <Label htmlFor="hiring-decision">Hiring Decision</Label>
      <Select
        id="hiring-decision"
        value={value}
        disabled={mutation.isPending}
        onChange={(event) => choose(event.target.value)}
        className="sm:w-56"
      >
        {HIRING_OPTIONS.map((option) => (
          <option key={option.value || 'none'} value={option.value}>
            {option.label}
          </option>
        ))}
      </Select>
      {session.hiringOutcomeUpdatedAt && (
        <p className="text-xs text-muted-foreground">Updated {formatDate(session.hiringOutcomeUpdatedAt)}</p>
      )}
    </div>
  );
}
