import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '@/components/ui/spinner';
import { InterviewPage } from '../entry/interview-page';
import type { CandidatePage } from './candidate-paths';

/** The explanation and feedback pages load only when opened: the interview's first load stays as small. */
const AssessmentPage = lazy(() => import('./assessment-page').then((m) => ({ default: m.AssessmentPage })));
const FeedbackPage = lazy(() => import('./feedback-page').then((m) => ({ default: m.FeedbackPage })));

/** Whichever candidate page the address names (see candidatePageOf). */
export function CandidatePages({
  page,
  search,
  invite,
}: {
  page: CandidatePage;
  search: string;
  invite?: string;
}) {
  if (page.kind === 'interview') return <InterviewPage jobId={page.jobId} invite={invite} />;
  return (
    <Suspense fallback={<FullPageSpinner label="Loading" />}>
      {page.kind === 'assessment' ? (
        <AssessmentPage jobId={page.jobId} />
      ) : (
        <FeedbackPage sessionId={page.sessionId} search={search} />
      )}
    </Suspense>
  );
}
