import type { HiringOutcome } from '@sauti/core/domain/candidate-session';
import type { ReviewSession } from '@sauti/core/contract/review-views';
import { FEEDBACK_MESSAGES } from '@sauti/core/contract/feedback-texts';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { Select } from '@/components/ui/select';
import { formatDate } from '@/lib/review/display';
import { HIRING_OPTIONS, needsRejectionConfirmation, useHiringOutcome } from '@/api/hiring-outcome';

function toOutcome(value: string): HiringOutcome | null {
  return HIRING_OPTIONS.find((option) => option.value === value && option.value !== '')?.value || null;
}

/**
 * The Hiring Decision selector (docs/behaviour/review.md §2.4, §4): a choice is sent at once; No decision yet clears
 * the outcome (null). Shows the choice while saving and goes back to the stored one on failure.
 * A rejection while nobody has opened the evidence or played an answer asks first (docs/behaviour/review.md §12).
 * The page keys it by the stored outcome so a reload resets the shown choice.
 */
export function HiringDecision({ jobId, session }: { jobId: string; session: ReviewSession }) {
  const mutation = useHiringOutcome(jobId, session.id);
  const [value, setValue] = useState<string>(session.hiringOutcome ?? '');
  const [confirming, setConfirming] = useState(false);
  const restore = () => setValue(session.hiringOutcome ?? '');

  function choose(next: string) {
    setValue(next);
    mutation.mutate(
      { hiringOutcome: toOutcome(next) },
      {
        onError: (error) => {
          if (needsRejectionConfirmation(error)) setConfirming(true);
          else restore();
        },
      },
    );
  }

  function confirm() {
    mutation.mutate(
      { hiringOutcome: 'rejected', confirmWithoutReview: true },
      { onSettled: () => setConfirming(false), onError: restore },
    );
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
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (open) return;
          setConfirming(false);
          restore();
        }}
        title="Reject without looking at the evidence?"
        description={`${FEEDBACK_MESSAGES.rejectionNeedsConfirmation} Open a criterion or listen to an answer first, or confirm.`}
        confirmLabel="A person decided: reject"
        cancelLabel="Go back and look"
        destructive
        pending={mutation.isPending}
        onConfirm={confirm}
      />
    </div>
  );
}
