import { CANDIDATE_PAGE_TEXTS } from '@sauti/core/contract/feedback-texts';
import { useEffect, useState } from 'react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { InterviewShell } from '../common/interview-shell';
import { InterviewNotFound } from '../entry/interview-not-found';
import { AssessmentDetails } from './assessment-explanation';
import { openFeedback, requestReview, type CandidateFeedbackPage } from './feedback-api';
import { longDate, ReviewRequest } from './review-request';

type PageState =
  | { status: 'pending' }
  | { status: 'refused'; title: string; message: string }
  | { status: 'ok'; page: CandidateFeedbackPage };

/** The link's token from `?token=`. */
function tokenOf(search: string): string {
  return new URLSearchParams(search).get('token') ?? '';
}

/**
 * `/interview/{jobId}/feedback/{sessionId}?token=…`, reached from the feedback mail
 * (docs/behaviour/interview.md §17, §18): the feedback as sent, how the interview was assessed, and
 * "Ask for a human review". Only the link mailed for this interview opens it.
 */
export function FeedbackPage({ sessionId, search }: { sessionId: string; search: string }) {
  const token = tokenOf(search);
  const [state, setState] = useState<PageState>({ status: 'pending' });
  useEffect(() => {
    openFeedback(sessionId, token).then(
      (page) => setState({ status: 'ok', page }),
      (error: unknown) => setState(refusal(error)),
    );
  }, [sessionId, token]);

  if (state.status === 'pending') return <FullPageSpinner label="Loading your feedback" />;
  if (state.status === 'refused') return <InterviewNotFound title={state.title} message={state.message} />;
  const { page } = state;
  const ask = async (message: string) =>
    setState({ status: 'ok', page: await requestReview(sessionId, token, message || undefined) });
  return (
    <InterviewShell subtitle={page.jobTitle}>
      <title>{CANDIDATE_PAGE_TEXTS.feedbackTitle}</title>
      <FeedbackCard page={page} />
      <ReviewRequest review={page.review} onAsk={ask} />
      <Card>
        <details className="group">
          <summary className="flex min-h-11 cursor-pointer items-center px-4 py-3 font-semibold sm:px-6">
            {CANDIDATE_PAGE_TEXTS.assessmentLink}
          </summary>
          <CardContent>
            <AssessmentDetails explanation={page.assessment} />
          </CardContent>
        </details>
      </Card>
      <p className="text-center text-sm text-muted-foreground">
        Do you have a question? Write to{' '}
        <a className="font-medium text-primary underline" href={`mailto:${page.contactEmail}`}>
          {page.contactEmail}
        </a>
        .
      </p>
    </InterviewShell>
  );
}

function FeedbackCard({ page }: { page: CandidateFeedbackPage }) {
  const { feedback } = page;
  return (
    <Card data-testid="feedback">
      <CardHeader>
        <h1 className="text-2xl font-semibold">{CANDIDATE_PAGE_TEXTS.feedbackTitle}</h1>
        <p className="text-sm text-muted-foreground">
          {page.jobTitle}
          {page.companyName ? ` at ${page.companyName}` : ''} · sent {longDate(page.sentAt)}
        </p>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {page.candidateName && <p>Thank you for your interview, {page.candidateName}.</p>}
        <FeedbackList title={CANDIDATE_PAGE_TEXTS.strengthsHeading} items={feedback.strengths} />
        <FeedbackList title={CANDIDATE_PAGE_TEXTS.growthHeading} items={feedback.growth} />
        {feedback.note && <p className="whitespace-pre-line">{feedback.note}</p>}
        {feedback.figures && (
          <p className="font-medium">
            Your overall score: {feedback.figures.overallScore} out of 100 ({feedback.figures.band})
          </p>
        )}
      </CardContent>
    </Card>
  );
}

function FeedbackList({ title, items }: { title: string; items: string[] }) {
  if (items.length === 0) return null;
  return (
    <section className="flex flex-col gap-1">
      <h2 className="text-base font-semibold">{title}</h2>
      <ul className="list-disc space-y-1 pl-5">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </section>
  );
}

/** What a refused link says: not valid (404), expired (409), or the page could not load. */
function refusal(error: unknown): PageState {
  if (isApiError(error) && (error.status === 404 || error.status === 400))
    return { status: 'refused', title: 'Link not valid', message: error.body?.message ?? '' };
  if (isApiError(error) && error.status === 409)
    return { status: 'refused', title: 'Link expired', message: error.body?.message ?? '' };
  return {
    status: 'refused',
    title: 'Feedback not available',
    message: 'Your feedback could not be loaded. Please check your connection and open the link again.',
  };
}
