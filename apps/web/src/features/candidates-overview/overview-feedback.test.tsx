import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchToastEvent } from '@/components/ui/toast-store';
import { renderWithApp } from '@/test-utils';
import { overviewPayload, stubFetch } from '@/api/testing/review.fixtures';
import { CandidatesOverviewPage } from './candidates-overview-page';

afterEach(() => {
  cleanup();
  act(() => dispatchToastEvent({ type: 'remove' }));
  vi.unstubAllGlobals();
});

const decisions = { decided: 0, withAdvice: 0, againstAdvice: 0, againstPercent: null };

function renderOverview(routes: Parameters<typeof stubFetch>[0]) {
  stubFetch({ 'GET /api/jobs/j1/candidates-v2': () => Response.json(overviewPayload()), ...routes });
  return renderWithApp(
    <Routes>
      <Route path="/jobs/:jobId/candidates" element={<CandidatesOverviewPage />} />
    </Routes>,
    '/jobs/j1/candidates',
  );
}

describe('Candidates overview: review requests and feedback (docs/behaviour/interview.md §17, §18)', () => {
  it('badges the job’s open review requests, leading to the list', async () => {
    renderOverview({
      'GET /api/review-requests': (url) =>
        Response.json({
          requests: [],
          counts: { open: url.searchParams.get('jobId') === 'j1' ? 2 : 0, decided: 0 },
          decisions,
          scoreOnlyRejections: 0,
        }),
      'GET /api/jobs/j1/feedback-settings': () => Response.json({ autoSend: true, delayHours: 48 }),
    });
    const badge = await screen.findByTestId('review-requests-badge');
    expect(badge.textContent).toBe('2open review requests');
    expect(badge.getAttribute('href')).toBe('/reviews?jobId=j1');
  });

  it('saves the job’s automatic sending and its delay, refusing a delay out of range', async () => {
    const saved: unknown[] = [];
    renderOverview({
      'GET /api/review-requests': () =>
        Response.json({ requests: [], counts: { open: 0, decided: 0 }, decisions, scoreOnlyRejections: 0 }),
      'GET /api/jobs/j1/feedback-settings': () => Response.json({ autoSend: true, delayHours: 48 }),
      'PUT /api/jobs/j1/feedback-settings': (_url, init) => {
        saved.push(JSON.parse(String(init?.body)));
        return Response.json({ autoSend: true, delayHours: 24 });
      },
    });
    const delay = (await screen.findByLabelText('Hours after the interview')) as HTMLInputElement;
    expect(delay.value).toBe('48');
    expect(screen.queryByTestId('review-requests-badge')).toBeNull();
    fireEvent.change(delay, { target: { value: '0' } });
    expect(screen.getByText('Send after 1 to 720 hours')).toBeTruthy();
    fireEvent.change(delay, { target: { value: '24' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([{ autoSend: true, delayHours: 24 }]));
  });
});
