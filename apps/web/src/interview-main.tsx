import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './app/error-boundary';
import { LazyToaster } from './components/ui/lazy-toaster';
import { InterviewPage, interviewJobId } from './features/interview/entry/interview-page';
import { inviteToken } from './features/interview/entry/invite-token';
import { registerInterviewWorker } from './features/interview/offline/service-worker';
import './styles.css';

/**
 * The candidate's own entry (interview.html, served for /interview and /interview/{jobId}): the
 * interview and nothing of the HR app — no router, no query cache, no HR screens — so the first
 * screen costs a 2G candidate as little as possible.
 */
const container = document.getElementById('root');
if (!container) throw new Error('interview.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <InterviewPage
        jobId={interviewJobId(window.location.pathname)}
        invite={inviteToken(window.location.search)}
      />
      <LazyToaster />
    </AppErrorBoundary>
  </StrictMode>,
);

registerInterviewWorker();
