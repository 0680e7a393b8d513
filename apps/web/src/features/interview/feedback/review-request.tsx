import { FEEDBACK_LIMITS } from '@sauti/core/contract/feedback-texts';
import type { MessageKey } from '../i18n/en';
import { useT } from '../i18n/screen-language';
import { useState, type FormEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Textarea } from '@/components/ui/textarea';
import type { CandidateFeedbackPage } from './feedback-api';

const OUTCOME_WORDS = {
  decision_stands: 'review.stands',
  decision_changed: 'review.changed',
} as const satisfies Record<string, MessageKey>;

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
  const t = useT();
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
          ? t.known(error.message.replace(/^\d+: /, ''))
          : t('review.failed'),
      );
    } finally {
      setSending(false);
    }
  }

  return (
    <Card data-testid="review-request">
      <CardHeader>
        <h2 className="text-lg font-semibold">{t('review.ask')}</h2>
        <p className="text-sm text-muted-foreground">{t('review.explained')}</p>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        {review ? (
          <div role="status" className="flex flex-col gap-2 text-sm">
            <p>
              {t('review.askedOn', { date: new Date(review.requestedAt) })}{' '}
              {review.outcome
                ? t('review.reviewedOn', { date: new Date(review.decidedAt!) })
                : t('review.sent')}
            </p>
            {review.outcome && <p className="font-medium">{t(OUTCOME_WORDS[review.outcome])}</p>}
            {review.outcomeNote && (
              <p className="whitespace-pre-line text-muted-foreground">{review.outcomeNote}</p>
            )}
          </div>
        ) : (
          <form className="flex flex-col gap-3" onSubmit={(event) => void submit(event)}>
            <label className="flex flex-col gap-1 text-sm font-medium" htmlFor="review-message">
              {t('review.message')}
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
              {sending ? t('review.sending') : t('review.ask')}
            </Button>
          </form>
        )}
      </CardContent>
    </Card>
  );
}
