import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewRequestsView } from '@sauti/core/contract/candidate-feedback';
import { dispatchToastEvent } from '@/components/ui/toast-store';
import { humanReviewView } from '@/api/testing/feedback.fixtures';
import { stubFetch } from '@/api/testing/review.fixtures';
import { renderWithApp } from '@/test-utils';
import { CandidateReviewsPage } from './candidate-reviews-page';

afterEach(() => {
  cleanup();
  act(() => dispatchToastEvent({ type: 'remove' }));
  vi.unstubAllGlobals();
});

const request = humanReviewView;

const view: ReviewRequestsView = {
  requests: [
    request({
      id: 'r2',
      sessionId: 's2',
      candidateName: 'Chebet',
      outcome: 'decision_stands',
      outcomeNote: 'We listened again.',
      decidedAt: '2026-02-13T09:00:00.000Z',
      decidedBy: 'amina@acme.co.ke',
      candidateToldAt: '2026-02-13T09:01:00.000Z',
    }),
    request({}),
  ],
  counts: { open: 1, decided: 1 },
  decisions: { decided: 12, withAdvice: 10, againstAdvice: 3, againstPercent: 30 },
  scoreOnlyRejections: 2,
};

describe('Candidate reviews (/reviews, docs/behaviour/review.md §12)', () => {
  it('counts requests and decisions against the score, lists open requests first and records an outcome', async () => {
    const fetchMock = stubFetch({
      'GET /api/review-requests': () => Response.json(view),
      'GET /api/organisation/feedback-settings': () =>
        Response.json({ showScores: false, contactEmail: null }),
      'POST /api/review-requests/r1/outcome': () =>
        Response.json(request({ outcome: 'decision_stands', candidateToldAt: '2026-02-14T09:00:00.000Z' })),
    });
    renderWithApp(
      <Routes>
        <Route path="/reviews" element={<CandidateReviewsPage />} />
      </Routes>,
      '/reviews?jobId=j1',
    );
    const figures = await screen.findByRole('list', { name: 'Review figures' });
    expect(within(figures).getByText('30%')).toBeTruthy();
    expect(
      within(figures).getByText('3 of 10 hires and rejections where the band advised one way'),
    ).toBeTruthy();
    expect(within(figures).getByText('2')).toBeTruthy();
    const links = screen.getAllByRole('link', { name: /Field Sales Agent/ });
    expect(links.map((l) => l.textContent)).toEqual([
      'Baraka Otieno · Field Sales Agent',
      'Chebet · Field Sales Agent',
    ]);
    expect(links[0]!.getAttribute('href')).toBe('/jobs/j1/candidates/s1');
    expect(screen.getByText('Candidate told 13 Feb 2026.')).toBeTruthy();
    const url = new URL(
      String(fetchMock.mock.calls.find(([i]) => String(i).startsWith('/api/review-requests'))![0]),
      'http://x',
    );
    expect(url.searchParams.get('jobId')).toBe('j1');

    const open = screen.getAllByTestId('human-review')[0]!;
    fireEvent.change(within(open).getByLabelText(/Note to the candidate/), {
      target: { value: 'We checked.' },
    });
    fireEvent.click(within(open).getByRole('button', { name: 'Record and tell the candidate' }));
    expect(await screen.findByText('The candidate has been told by e-mail.')).toBeTruthy();
  });

  it('saves what candidates are told: scores shown or not, and the contact address', async () => {
    const saved: unknown[] = [];
    stubFetch({
      'GET /api/review-requests': () => Response.json({ ...view, requests: [] }),
      'GET /api/organisation/feedback-settings': () =>
        Response.json({ showScores: false, contactEmail: null }),
      'PUT /api/organisation/feedback-settings': (_url, init) => {
        saved.push(JSON.parse(String(init?.body)));
        return Response.json({ showScores: true, contactEmail: 'jobs@acme.co.ke' });
      },
    });
    renderWithApp(
      <Routes>
        <Route path="/reviews" element={<CandidateReviewsPage />} />
      </Routes>,
      '/reviews',
    );
    expect(await screen.findByText('No candidate has asked for a review.')).toBeTruthy();
    fireEvent.click(
      await screen.findByRole('switch', { name: 'Show candidates their overall score and band' }),
    );
    fireEvent.change(screen.getByLabelText('Where candidates write with questions'), {
      target: { value: 'jobs@acme.co.ke' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(saved).toEqual([{ showScores: true, contactEmail: 'jobs@acme.co.ke' }]));
  });
});
