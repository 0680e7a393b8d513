import type { FeedbackContentInput, HrFeedbackView } from '@sauti/core/contract/candidate-feedback';
import { FEEDBACK_LIMITS } from '@sauti/core/contract/feedback-texts';
import { useState } from 'react';
import type { FeedbackAction } from '@/api/candidate-feedback';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

/** Each list as editable rows, padded with empty ones up to the limit so HR can add one. */
function rows(items: readonly string[]): string[] {
  return [...items, ...Array<string>(Math.max(0, FEEDBACK_LIMITS.items - items.length)).fill('')].slice(
    0,
    FEEDBACK_LIMITS.items,
  );
}

function ItemList({
  label,
  name,
  values,
  onChange,
}: {
  label: string;
  name: string;
  values: string[];
  onChange: (values: string[]) => void;
}) {
  return (
    <fieldset className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium">{label}</legend>
      {values.map((value, index) => (
        <Textarea
          // Rows are positions, not items: editing one never moves another.
          key={index}
          aria-label={`${name} ${index + 1}`}
          className="min-h-16 field-sizing-content"
          value={value}
          maxLength={FEEDBACK_LIMITS.itemLength}
          onChange={(event) => onChange(values.map((v, i) => (i === index ? event.target.value : v)))}
        />
      ))}
    </fieldset>
  );
}

/**
 * HR's editor of the feedback (docs/behaviour/interview.md §17): the generated strengths and growth
 * suggestions, and a message of HR's own; only the message when the interview needs a person to
 * write it. Save keeps the draft (it is what goes by itself); Send now asks first.
 */
export function FeedbackEditor({
  view,
  pending,
  onAction,
}: {
  view: HrFeedbackView;
  pending: boolean;
  onAction: (action: FeedbackAction) => void;
}) {
  const humanOnly = view.basis === 'human';
  const [strengths, setStrengths] = useState(() => rows(view.current?.strengths ?? []));
  const [growth, setGrowth] = useState(() => rows(view.current?.growth ?? []));
  const [note, setNote] = useState(view.current?.note ?? '');
  const [confirming, setConfirming] = useState(false);
  const content = (): FeedbackContentInput => ({
    strengths: humanOnly ? [] : strengths.map((s) => s.trim()).filter(Boolean),
    growth: humanOnly ? [] : growth.map((s) => s.trim()).filter(Boolean),
    note: note.trim() || null,
  });
  const held = view.status === 'held';

  return (
    <div className="flex flex-col gap-4">
      {!humanOnly && (
        <div className="grid gap-4 md:grid-cols-2">
          <ItemList label="What went well" name="Strength" values={strengths} onChange={setStrengths} />
          <ItemList label="What they could work on" name="Suggestion" values={growth} onChange={setGrowth} />
        </div>
      )}
      <div className="flex flex-col gap-1">
        <Label htmlFor="feedback-note">
          {humanOnly ? 'Your message to the candidate' : 'A message of your own (optional)'}
        </Label>
        <Textarea
          id="feedback-note"
          value={note}
          maxLength={FEEDBACK_LIMITS.noteLength}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      {view.current?.figures && (
        <p className="text-sm text-muted-foreground">
          Your organisation shows scores: the candidate also reads “Your overall score:{' '}
          {view.current.figures.overallScore} out of 100 ({view.current.figures.band})”.
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button
          variant="outline"
          disabled={pending}
          onClick={() => onAction({ kind: 'save', content: content() })}
        >
          Save draft
        </Button>
        <Button variant="outline" disabled={pending} onClick={() => onAction({ kind: 'hold', held: !held })}>
          {held ? 'Release hold' : 'Hold'}
        </Button>
        <Button disabled={pending || !view.canMail} onClick={() => setConfirming(true)}>
          Send now
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title="Send this feedback now?"
        description="The candidate gets it by e-mail with a link to their feedback page, where they can ask for a human review. It cannot be changed once sent."
        confirmLabel="Send feedback"
        pending={pending}
        onConfirm={() => {
          onAction({ kind: 'send', content: content() });
          setConfirming(false);
        }}
      />
    </div>
  );
}
