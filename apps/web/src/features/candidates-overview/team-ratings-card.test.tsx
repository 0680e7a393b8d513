import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CalibrationView } from '@sauti/core/contract/calibration';
import { dispatchToastEvent } from '@/components/ui/toast-store';
import { overviewPayload, stubFetch } from '@/api/testing/review.fixtures';
import { renderWithApp } from '@/test-utils';
import { CandidatesOverviewPage } from './candidates-overview-page';

afterEach(() => {
  cleanup();
  act(() => dispatchToastEvent({ type: 'remove' }));
  vi.unstubAllGlobals();
});

function calibration(patch: Partial<CalibrationView> = {}): CalibrationView {
  return {
    agreement: { compared: 10, exact: 5, adjacent: 8, spearman: 0.82 },
    ratedAnswers: 11,
    unscored: 1,
    scoredBeforeLatestRatings: 3,
    scoredBy: [{ usesLanguageModel: false, label: 'Built-in scoring' }],
    questions: [
      { index: 0, text: 'Tell us about yourself.', rated: 3, anchorsInUse: false },
      { index: 1, text: 'Solve this problem.', rated: 8, anchorsInUse: true },
    ],
    minimumRatedAnswers: 5,
    ...patch,
  };
}

function renderOverview(view: CalibrationView, routes: Parameters<typeof stubFetch>[0] = {}) {
  const fetchMock = stubFetch({
    'GET /api/jobs/j1/candidates-v2': () => Response.json(overviewPayload()),
    'GET /api/jobs/j1/calibration': () => Response.json(view),
    ...routes,
  });
  renderWithApp(
    <Routes>
      <Route path="/jobs/:jobId/candidates" element={<CandidatesOverviewPage />} />
    </Routes>,
    '/jobs/j1/candidates',
  );
  return fetchMock;
}

const card = async () =>
  (await screen.findByRole('heading', { name: "Your team's ratings" })).closest(
    'div.rounded-xl',
  ) as HTMLElement;

describe("the job's agreement with the team's ratings (docs/behaviour/review.md §15)", () => {
  it('says how many answers agree, exactly and in order, with the sample size and what agree means', async () => {
    renderOverview(calibration());
    const c = await card();
    expect(within(c).getByTestId('agreement-headline').textContent).toBe(
      "Sauti agrees with your team's ratings on 8 of 10 answers",
    );
    expect(within(c).getByText('The same level exactly on 5 of 10.')).toBeTruthy();
    expect(within(c).getByText(/^Rank correlation 0\.82: Sauti puts these answers/)).toBeTruthy();
    expect(
      within(c).getByText(/^"Agrees" means Sauti's score falls in your rating's level or the next one/),
    ).toBeTruthy();
    expect(within(c).getByText(/1 rated answer without a score/)).toBeTruthy();
    expect(within(c).getByText('Built-in scoring.')).toBeTruthy();
    expect(within(c).getByText(/3 rated answers: 2 more before they are used\./)).toBeTruthy();
    expect(within(c).getByText(/8 rated answers: new answers are scored against them\./)).toBeTruthy();
    expect(
      within(c).getByText("3 of these scores were made before your team's latest ratings."),
    ).toBeTruthy();
  });

  it('warns when the sample is small, and invites rating when nothing is rated', async () => {
    renderOverview(calibration({ agreement: { compared: 4, exact: 2, adjacent: 3, spearman: null } }));
    expect(
      await screen.findByText('Based on 4 answers only: too few to judge yet. Rate at least 10.'),
    ).toBeTruthy();
    cleanup();
    renderOverview(
      calibration({
        agreement: { compared: 0, exact: 0, adjacent: 0, spearman: null },
        ratedAnswers: 0,
        unscored: 0,
        scoredBeforeLatestRatings: 0,
        scoredBy: [],
        questions: [{ index: 0, text: 'Tell us about yourself.', rated: 0, anchorsInUse: false }],
      }),
    );
    const c = await card();
    expect(within(c).getByText('No answer of this job has been rated yet.')).toBeTruthy();
    expect(within(c).queryByRole('button', { name: "Re-score with your team's ratings" })).toBeNull();
  });

  it('re-scores the job with the team’s ratings and says what happens', async () => {
    const fetchMock = renderOverview(calibration(), {
      'POST /api/jobs/j1/calibration/rescore': () => Response.json({ queued: 7 }, { status: 202 }),
    });
    const c = await card();
    fireEvent.click(within(c).getByRole('button', { name: "Re-score with your team's ratings" }));
    expect(await screen.findByText('Re-scoring started')).toBeTruthy();
    expect(screen.getByText(/^7 interviews will be scored again with your team's ratings/)).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST')).toHaveLength(1);
  });
});
