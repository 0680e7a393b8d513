import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AnswerRatingsView } from '@sauti/core/contract/calibration';
import { dispatchToastEvent } from '@/components/ui/toast-store';
import { reviewEvaluation, stubFetch } from '@/api/testing/review.fixtures';
import { renderWithApp } from '@/test-utils';
import { CandidateDetailPage } from './candidate-detail-page';
import { detailPayload } from './detail.fixtures';

const DETAIL = '/api/jobs/j1/candidates-v2/s1';
const RATING = 'PUT /api/jobs/j1/candidates/s1/answers/1/rating';
const REMOVE = 'DELETE /api/jobs/j1/candidates/s1/answers/1/rating';

afterEach(() => {
  cleanup();
  act(() => dispatchToastEvent({ type: 'remove' }));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const baraka = {
  raterName: 'Baraka Otieno',
  rating: 3 as const,
  ratedAt: '2026-02-12T10:00:00Z',
  mine: false,
};

function ratingsOf(mine: 1 | 2 | 3 | 4 | 5 | null): AnswerRatingsView {
  const ratings = [
    baraka,
    ...(mine
      ? [{ raterName: 'Amina Otieno', rating: mine, ratedAt: '2026-02-13T10:00:00Z', mine: true }]
      : []),
  ];
  return {
    questionIndex: 1,
    ratings,
    teamRating: mine ? (Math.min(mine, 3) as 1 | 2 | 3) : 3,
    changes: [
      {
        raterName: 'Baraka Otieno',
        byAdministrator: false,
        rating: 3,
        previousRating: null,
        at: baraka.ratedAt,
      },
    ],
  };
}

function renderDetail(routes: Parameters<typeof stubFetch>[0]) {
  const payload = detailPayload({
    evaluation: reviewEvaluation({
      answerScores: [
        {
          questionIndex: 1,
          score: 64,
          assessable: true,
          reason: null,
          feedback: 'Thin.',
          anchors: 6,
          concern: null,
        },
      ],
    }),
  });
  payload.answerRatings[1] = ratingsOf(null);
  const fetchMock = stubFetch({ [`GET ${DETAIL}`]: () => Response.json(payload), ...routes });
  renderWithApp(
    <Routes>
      <Route path="/jobs/:jobId/candidates/:sessionId" element={<CandidateDetailPage />} />
    </Routes>,
    '/jobs/j1/candidates/s1',
  );
  return fetchMock;
}

const panel = () => screen.findByRole('region', { name: "Your team's rating of answer 2" });

describe('rating an answer on the candidate detail (docs/behaviour/review.md §15)', () => {
  it("shows the team's ratings with who and when, and how many rated answers the score used", async () => {
    renderDetail({});
    const section = await panel();
    expect(within(section).getByText('Rated 3 (Adequate) by Baraka Otieno, 12 Feb 2026')).toBeTruthy();
    expect(within(section).getByRole('group', { name: 'Your rating of this answer' })).toBeTruthy();
    expect(
      within(section)
        .getAllByRole('radio')
        .map((r) => (r as HTMLInputElement).checked),
    ).toEqual([false, false, false, false, false]);
    expect(screen.getByText('Scored against 6 answers your team rated.')).toBeTruthy();
    // The levels are anchored on the question's criterion (problem solving).
    fireEvent.click(within(section).getByText('What each level means'));
    expect(within(section).getByText(/weighed the options and chose a fix\. *$/)).toBeTruthy();
  });

  it('saves a rating at once, says what the level means, and removes it again', async () => {
    const fetchMock = renderDetail({
      [RATING]: () => Response.json(ratingsOf(4)),
      [REMOVE]: () => Response.json(ratingsOf(null)),
    });
    const section = await panel();
    fireEvent.click(within(section).getByRole('radio', { name: '4 Good' }));
    expect(await screen.findByText('Rating saved')).toBeTruthy();
    expect(await within(section).findByText('Rated 4 (Good) by you, 13 Feb 2026')).toBeTruthy();
    expect(
      within(section).getByText(/^A specific example with their own actions/, { selector: 'p' }),
    ).toBeTruthy();
    expect(within(section).getByText(/Team rating 3 \(Adequate\): the middle of 2 ratings/)).toBeTruthy();
    const put = fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT');
    expect(JSON.parse(String(put?.[1]?.body))).toEqual({ rating: 4 });

    fireEvent.click(within(section).getByRole('button', { name: 'Remove my rating' }));
    expect(await screen.findByText('Rating removed')).toBeTruthy();
    await waitFor(() => expect(within(section).queryByText(/by you/)).toBeNull());
    expect((within(section).getByRole('radio', { name: '4 Good' }) as HTMLInputElement).checked).toBe(false);
  });

  it('puts back the stored rating and says so when saving fails', async () => {
    renderDetail({
      [RATING]: () => Response.json({ error: 'UNAVAILABLE', message: 'Try later' }, { status: 503 }),
    });
    const section = await panel();
    fireEvent.click(within(section).getByRole('radio', { name: '5 Excellent' }));
    expect(await screen.findByText('Failed to save your rating')).toBeTruthy();
    await waitFor(() =>
      expect((within(section).getByRole('radio', { name: '5 Excellent' }) as HTMLInputElement).checked).toBe(
        false,
      ),
    );
  });
});
