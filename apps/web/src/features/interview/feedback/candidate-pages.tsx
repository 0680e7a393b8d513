import { lazy, Suspense } from 'react';
import { FullPageSpinner } from '@/components/ui/spinner';
import { InterviewPage } from '../entry/interview-page';
import { ScreenLanguageProvider, useT } from '../i18n/screen-language';
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
  return (
    <ScreenLanguageProvider>
      {page.kind === 'interview' ? (
        <InterviewPage jobId={page.jobId} invite={invite} />
      ) : (
        <LazyCandidatePage page={page} search={search} />
      )}
    </ScreenLanguageProvider>
  );
}

function LazyCandidatePage({
  page,
  search,
}: {
  page: Exclude<CandidatePage, { kind: 'interview' }>;
  search: string;
}) {
  const t = useT();
  return (
    <Suspense fallback={<FullPageSpinner label={t('shell.loading')} />}>
      {page.kind === 'assessment' ? (
        <AssessmentPage jobId={page.jobId} />
      ) : (
        <FeedbackPage sessionId={page.sessionId} search={search} />
      )}
    </Suspense>
  );
}
