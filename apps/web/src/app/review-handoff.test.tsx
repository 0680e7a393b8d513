import { cleanup, fireEvent, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { overviewCandidate, overviewPayload, reviewSession, stubFetch } from '@/api/testing/review.fixtures';
import { CandidateDetailPage } from '@/features/candidate-detail/candidate-detail-page';
import { detailPayload } from '@/features/candidate-detail/detail.fixtures';
import { CandidatesOverviewPage } from '@/features/candidates-overview/candidates-overview-page';
import { renderWithApp } from '@/test-utils';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/**
 * Hand-offs between two review screens. Each screen is tested in its own feature folder; a test
 * that needs both lives here, beside the router, since no feature imports another.
 */
describe('Review screens hand over to each other (docs/behaviour/review.md §2.4)', () => {
  it('Compare with Others opens the overview with this candidate preselected', async () => {
    stubFetch({
      'GET /api/jobs/j1/candidates-v2/s1': () => Response.json(detailPayload()),
      'GET /api/jobs/j1/candidates-v2': () =>
        Response.json(
          overviewPayload({
            candidates: [
              overviewCandidate(),
              overviewCandidate({ session: reviewSession({ id: 's2', candidateName: 'Baraka' }) }),
            ],
          }),
        ),
    });
    renderWithApp(
      <Routes>
        <Route path="/jobs/:jobId/candidates/:sessionId" element={<CandidateDetailPage />} />
        <Route path="/jobs/:jobId/candidates" element={<CandidatesOverviewPage />} />
      </Routes>,
      '/jobs/j1/candidates/s1',
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Compare with Others' }));
    expect(screen.getByTestId('path').textContent).toBe('/jobs/j1/candidates');
    const own = await screen.findByRole('checkbox', { name: 'Select Amina Otieno' });
    expect((own as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Baraka' }));
    expect(screen.getByRole('link', { name: /Compare Selected/ }).getAttribute('href')).toBe(
      '/jobs/j1/compare?sessions=s1,s2',
    );
  });
});
