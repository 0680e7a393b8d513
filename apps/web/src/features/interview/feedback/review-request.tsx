import { CANDIDATE_PAGE_TEXTS, FEEDBACK_LIMITS } from '@sauti/core/contract/feedback-texts';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import type { CandidateFeedbackPage } from './feedback-api';

const OUTCOME_WORDS = {
  decision_stands: 'After the review, the decision stays the same.',
  decision_changed: 'After the review, the decision was changed.',
} as const;

/** A date a candidate reads: '3 March 2027'. */
export const longDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric' });

/**
 * "Ask for a human review" on the feedback page (docs/behaviour/interview.md §18): the request with
 * an optional message, then where it stands and what the person found.
 */
export function ReviewRequest({
  review,
  onAsk,
}: {
  review: CandidateFeedbackPage['review'];
  onAsk: (message: string) => Promise<void>;
}) {
  const [message, setMessage] = useState('');
  const [sending, setSending] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setSending(true);
    setFailed(null);
    try {
      await onAsk(message.trim());
    } catch (error) {
      setFailed(
        error instanceof Error && /^4\d\d/.test(error.message)
          ? error.message.replace(/^\d+: /, '')
          : 'The request could not be sent. Please check your connection and try again.',
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <Card data-testid="review-request">
      <CardHeader>
        <h2 className="text-lg font-semibold">{CANDIDATE_PAGE_TEXTS.askReview}</h2>
        <p className="text-sm text-muted-foreground">{CANDIDATE_PAGE_TEXTS.reviewExplained}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {review ? (
          <div role="status" className="flex flex-col gap-2 text-sm">
            <p>
              You asked on {longDate(review.requestedAt)}.{' '}
              {review.outcome
                ? `A person reviewed your interview on ${longDate(review.decidedAt!)}.`
                : CANDIDATE_PAGE_TEXTS.reviewSent}
            </p>
            {review.outcome && <p className="font-medium">{OUTCOME_WORDS[review.outcome]}</p>}
            {review.outcomeNote && (
              <p className="whitespace-pre-line text-muted-foreground">{review.outcomeNote}</p>
            )}
          </div>
        ) : (
          <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
            <label className="flex flex-col gap-1 text-sm font-medium" htmlFor="review-message">
              What should the person know? (you can leave this empty)
              <Textarea
                id="review-message"
                value={message}
                maxLength={FEEDBACK_LIMITS.reviewMessageLength}
                onChange={(event) => setMessage(event.target.value)}
              />
            </label>
            {failed && (
              <p role="alert" className="text-sm text-destructive">
                {failed}
              </p>
            )}
            <Button type="submit" size="lg" disabled={sending}>
              {sending ? 'Sending…' : CANDIDATE_PAGE_TEXTS.askReview}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
