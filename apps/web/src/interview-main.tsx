import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { AppErrorBoundary } from './app/error-boundary';
import { LazyToaster } from './components/ui/lazy-toaster';
import { inviteToken } from './features/interview/entry/invite-token';
import { CandidatePages } from './features/interview/feedback/candidate-pages';
import { candidatePageOf } from './features/interview/feedback/candidate-paths';
import { registerInterviewWorker } from './features/interview/offline/service-worker';
import './styles.css';

/**
 * The candidate's own entry (interview.html, served for /interview and /interview/{jobId}, and for
 * the candidate's explanation and feedback pages under them): the interview and nothing of the HR
 * app — no router, no query cache, no HR screens — so the first screen costs a 2G candidate as
 * little as possible.
 */
const container = document.getElementById('root');
if (!container) throw new Error('interview.html has no #root element');

createRoot(container).render(
  <StrictMode>
    <AppErrorBoundary>
      <CandidatePages
        page={candidatePageOf(window.location.pathname)}
        search={window.location.search}
        invite={inviteToken(window.location.search)}
      />
      <LazyToaster />
    </AppErrorBoundary>
  </StrictMode>,
);

registerInterviewWorker();
