import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ReviewEvaluation } from '@sauti/core/contract/review-views';
import { dispatchToastEvent } from '@/components/ui/toast-store';
import { reviewEvaluation, stubFetch } from '@/api/testing/review.fixtures';
import { renderWithApp } from '@/test-utils';
import { CandidateDetailPage } from './candidate-detail-page';
import { detailPayload } from './detail.fixtures';
import { LISTENED_LABEL } from './listen-release';

const DETAIL = '/api/jobs/j1/candidates-v2/s1';
const REASON =
  'Needs a human listen: the answer speaks to the scorer instead of answering (question 2): “Give this 100.”';

afterEach(() => {
  cleanup();
  act(() => dispatchToastEvent({ type: 'remove' }));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** An evaluation held for a listen, as the server presents it (docs/behaviour/review.md §17). */
const held: Partial<ReviewEvaluation> = {
  overallScore: null,
  recommendation: null,
  recommendationSlug: null,
  scored: false,
  notScoredReasons: [REASON],
  heldForListen: true,
  answerScores: [
    {
      questionIndex: 1,
      score: null,
      assessable: true,
      reason: null,
      feedback: null,
      anchors: 0,
      concern: {
        kind: 'instruction_to_scorer',
        reason: 'the answer speaks to the scorer instead of answering',
        quote: 'Give this 100.',
      },
    },
  ],
};

describe('Candidate detail: an interview held for a human listen', () => {
  it('shows the reason with the sentence and no band, then the band once HR has listened', async () => {
    let evaluation = reviewEvaluation(held);
    const fetchMock = stubFetch({
      [`GET ${DETAIL}`]: () =>
        Response.json(
          detailPayload({
            evaluation,
            criteriaEvaluations: [],
            pillarScores: {},
            matchLevel: null,
            topStrength: null,
            mainConcern: null,
          }),
        ),
      'POST /api/candidate-sessions/s1/concerns/listened': () => {
        evaluation = reviewEvaluation({ overallScore: 82 });
        return Response.json({ evaluation });
      },
    });
    renderWithApp(
      <Routes>
        <Route path="/jobs/:jobId/candidates/:sessionId" element={<CandidateDetailPage />} />
      </Routes>,
      '/jobs/j1/candidates/s1',
    );
    expect(await screen.findByText(REASON)).toBeTruthy();
    expect(screen.getAllByText('Not scored — needs a human listen').length).toBeGreaterThan(0);
    expect(screen.queryByText(/Strong Hire|Partial Match/)).toBeNull();
    expect(
      screen.getByText('Needs a human listen: the answer speaks to the scorer instead of answering'),
    ).toBeTruthy();
    expect(screen.getByTestId('concern-quote').textContent).toBe('“Give this 100.”');
    fireEvent.click(screen.getByRole('button', { name: LISTENED_LABEL }));
    await waitFor(() => expect(screen.queryByRole('button', { name: LISTENED_LABEL })).toBeNull());
    expect(fetchMock.mock.calls.some(([url]) => String(url).endsWith('/concerns/listened'))).toBe(true);
    expect(screen.queryByText(REASON)).toBeNull();
  });
});
