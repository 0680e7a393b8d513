import type { HumanReviewView } from '@sauti/core/contract/candidate-feedback';
import type { HumanReviewOutcome } from '@sauti/core/domain/human-review';
import { FEEDBACK_LIMITS } from '@sauti/core/contract/feedback-texts';
import { useState, type FormEvent } from 'react';
import { useRecordReviewOutcome } from '@/api/candidate-feedback';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { formatDate } from '@/lib/review/display';

/** How HR's screens name a review's outcome. */
export const OUTCOME_LABELS: Record<HumanReviewOutcome, string> = {
  decision_stands: 'The decision stands',
  decision_changed: 'The decision was changed',
};

/**
 * A candidate's request for a human review as HR sees it (docs/behaviour/interview.md §18): what
 * they wrote and, until decided, the form to record what the review found; the candidate is
 * mailed the outcome and the note. Shared by the candidate detail and the reviews page.
 */
export function HumanReviewPanel({ review }: { review: HumanReviewView }) {
  return (
    <div
      className="flex flex-col gap-3 rounded-lg border border-warning bg-warning-soft p-3 text-sm"
      data-testid="human-review"
    >
      <p className="font-medium">
        {review.candidateName ?? 'The candidate'} asked for a human review on {formatDate(review.requestedAt)}
        .
      </p>
      {review.message && (
        <blockquote className="whitespace-pre-line border-l-2 border-border pl-3">
          {review.message}
        </blockquote>
      )}
      {review.outcome ? (
        <div className="flex flex-col gap-1">
          <p className="font-medium">
            {OUTCOME_LABELS[review.outcome]} · recorded {formatDate(review.decidedAt)}
            {review.decidedBy ? ` by ${review.decidedBy}` : ''}
          </p>
          {review.outcomeNote && <p className="whitespace-pre-line">{review.outcomeNote}</p>}
          <p className="text-muted-foreground">
            {review.candidateToldAt
              ? `Candidate told ${formatDate(review.candidateToldAt)}.`
              : 'The e-mail to the candidate is waiting to be sent again.'}
          </p>
        </div>
      ) : (
        <OutcomeForm id={review.id} />
      )}
    </div>
  );
}

function OutcomeForm({ id }: { id: string }) {
  const record = useRecordReviewOutcome();
  const [outcome, setOutcome] = useState<HumanReviewOutcome>('decision_stands');
  const [note, setNote] = useState('');
  const noteId = `review-note-${id}`;

  function submit(event: FormEvent) {
    event.preventDefault();
    record.mutate({ id, outcome, note });
  }

  return (
    <form className="flex flex-col gap-3" onSubmit={submit}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium">What did the review find?</legend>
        {(Object.keys(OUTCOME_LABELS) as HumanReviewOutcome[]).map((value) => (
          <label key={value} className="flex min-h-11 items-center gap-2">
            <input
              type="radio"
              name={`outcome-${id}`}
              value={value}
              checked={outcome === value}
              onChange={() => setOutcome(value)}
              className="size-5"
            />
            {OUTCOME_LABELS[value]}
          </label>
        ))}
      </fieldset>
      <div className="flex flex-col gap-1">
        <Label htmlFor={noteId}>Note to the candidate (they receive it by e-mail)</Label>
        <Textarea
          id={noteId}
          value={note}
          maxLength={FEEDBACK_LIMITS.outcomeNoteLength}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <Button type="submit" disabled={record.isPending || note.trim() === ''} className="self-start">
        Record and tell the candidate
      </Button>
    </form>
  );
}
