import type { FeedbackContent } from '@sauti/core/domain/candidate-feedback';
import type { HrFeedbackView } from '@sauti/core/contract/candidate-feedback';
import { useCandidateFeedback, useFeedbackAction } from '@/api/candidate-feedback';
import { HumanReviewPanel } from '@/components/review/human-review-panel';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/review/display';
import { FeedbackEditor } from './feedback-editor';

/** Where the feedback stands, in one line. */
function statusLine(view: HrFeedbackView): string {
  if (view.sent)
    return `Sent ${formatDate(view.sent.at)} ${view.sent.automatic ? 'automatically' : `by ${view.sent.by ?? 'a former member'}`}`;
  if (view.status === 'held') return 'Held: nothing goes to the candidate until you send it';
  if (view.autoSendAt) return `Goes to the candidate automatically on ${formatDate(view.autoSendAt)}`;
  if (view.basis === 'awaiting_evaluation') return 'Waiting for the evaluation';
  return 'Waiting for you to send it';
}

function SentFeedback({ content }: { content: FeedbackContent }) {
  return (
    <div className="flex flex-col gap-2 text-sm" data-testid="sent-feedback">
      {content.strengths.length > 0 && <List title="What went well" items={content.strengths} />}
      {content.growth.length > 0 && <List title="What they could work on" items={content.growth} />}
      {content.note && <p className="whitespace-pre-line">{content.note}</p>}
      {content.figures && (
        <p>
          Overall score shown: {content.figures.overallScore} out of 100 ({content.figures.band})
        </p>
      )}
    </div>
  );
}

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <div>
      <p className="font-medium">{title}</p>
      <ul className="list-disc pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </div>
  );
}

/**
 * "Feedback to the candidate" on the candidate detail (docs/behaviour/interview.md §17, §18): where
 * it stands, the draft to edit, hold or send (or what was sent, by whom and when), and the
 * candidate's request for a human review with its outcome.
 */
export function CandidateFeedbackCard({ jobId, sessionId }: { jobId: string; sessionId: string }) {
  const feedback = useCandidateFeedback(jobId, sessionId);
  const action = useFeedbackAction(jobId, sessionId);
  if (feedback.isPending || feedback.isError) return null;
  const view = feedback.data;
  if (view.status === 'not_started' && !view.receiptSentAt && view.basis === 'awaiting_evaluation')
    return null;
  return (
    <Card data-testid="candidate-feedback">
      <CardHeader>
        <div className="flex flex-wrap items-center justify-between gap-2">
          <CardTitle level={2}>Feedback to the candidate</CardTitle>
          <p
            className={cn(
              'rounded-lg px-2.5 py-1 text-xs font-medium',
              view.sent
                ? 'bg-success-soft text-success'
                : view.status === 'held'
                  ? 'bg-warning-soft text-warning'
                  : 'bg-secondary text-secondary-foreground',
            )}
          >
            {statusLine(view)}
          </p>
        </div>
        {view.receiptSentAt && (
          <CardDescription>Receipt sent {formatDate(view.receiptSentAt)}.</CardDescription>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {view.review && <HumanReviewPanel review={view.review} />}
        {view.basis === 'human' && !view.sent && (
          <div
            role="note"
            className="rounded-lg border border-warning bg-warning-soft p-3 text-sm text-warning"
          >
            <p className="font-medium">
              Write this message yourself: no feedback is generated for this interview.
            </p>
            <ul className="list-disc pl-5">
              {view.humanReasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          </div>
        )}
        {!view.canMail && (
          <p className="text-sm text-destructive">
            This candidate gave no e-mail address, so nothing can be sent.
          </p>
        )}
        {view.sent ? (
          <SentFeedback content={view.sent.content} />
        ) : (
          <FeedbackEditor
            key={`${view.edited}-${view.status}`}
            view={view}
            pending={action.isPending}
            onAction={(a) => action.mutate(a)}
          />
        )}
      </CardContent>
    </Card>
  );
}
