import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchToastEvent } from '@/components/ui/toast-store';
import { renderWithApp } from '@/test-utils';
import { CandidatesOverviewPage } from './candidates-overview-page';
import {
  getCalls,
  overviewCandidate,
  overviewPayload,
  reviewEvaluation,
  reviewSession,
  stubFetch,
} from '@/api/testing/review.fixtures';

afterEach(() => {
  cleanup();
  act(() => dispatchToastEvent({ type: 'remove' }));
  vi.unstubAllGlobals();
});

const LIST = '/api/jobs/j1/candidates-v2';

function renderOverview() {
  return renderWithApp(
    <Routes>
      <Route path="/jobs/:jobId/candidates" element={<CandidatesOverviewPage />} />
    </Routes>,
    '/jobs/j1/candidates',
  );
}

const row = (name: string) => screen.getByRole('article', { name });

const twoCandidates = [
  overviewCandidate(),
  overviewCandidate({
    session: reviewSession({ id: 's2', candidateName: 'Baraka Mwangi', inPanel: true }),
    evaluation: reviewEvaluation({ id: 'e2', needsHumanReview: true }),
    matchLevel: 'Strong Match',
    matchBadge: '91% - Strong Match',
    criteriaBreakdown: { communication: true, problem_solving: true },
    mainConcern: null,
  }),
  overviewCandidate({
    session: reviewSession({ id: 's3', candidateName: null }),
    evaluation: null,
    matchLevel: null,
    matchBadge: null,
    criteriaBreakdown: {},
    topStrength: null,
    mainConcern: null,
  }),
];

describe('Candidates overview (docs/behaviour/review.md §2.3)', () => {
  it('shows the stat cards, the criteria breakdown, every row element and the footer', async () => {
    stubFetch({ [`GET ${LIST}`]: () => Response.json(overviewPayload({ candidates: twoCandidates })) });
    renderOverview();
    expect(await screen.findByRole('heading', { level: 1, name: 'Field Sales Lead' })).toBeTruthy();
    const stats = screen.getByRole('list', { name: 'Interview statistics' });
    expect(within(stats).getByText('Total Invited').nextSibling?.textContent).toBe('12');
    // Says what it counts: the Invitations card's Invited and Opened leave out public-link candidates.
    expect(
      within(stats).getByText('Everyone who filled in the intake, invited or by the public link'),
    ).toBeTruthy();
    expect(within(stats).queryByText('Candidates who opened the interview')).toBeNull();
    expect(within(stats).getByText('3 in progress · 2 not started')).toBeTruthy();
    expect(within(stats).getByText('Meet All Criteria').nextSibling?.textContent).toBe('2');
    expect(within(stats).getByText('1 poor fit')).toBeTruthy();
    expect(screen.getByRole('listitem', { name: 'Communication' }).textContent).toContain('5 / 7 (71%)');
    expect(screen.getByRole('listitem', { name: 'Problem Solving' }).textContent).toContain('3 / 7 (43%)');

    const amina = row('Amina Otieno');
    expect(within(amina).getByText('82% - Partial Match')).toBeTruthy();
    const chips = within(amina).getByRole('list', { name: 'Criteria' });
    expect(chips.textContent).toContain('Communication met');
    expect(chips.textContent).toContain('Problem Solving not met');
    expect(within(amina).getByText('Top Strength:').parentElement?.textContent).toBe(
      'Top Strength: Communication (90%)',
    );
    expect(within(amina).getByText('Main Concern:').parentElement?.textContent).toBe(
      'Main Concern: Problem Solving (55%)',
    );
    expect(within(amina).getByRole('link', { name: 'Review' }).getAttribute('href')).toBe(
      '/jobs/j1/candidates/s1',
    );
    expect(within(amina).getByRole('button', { name: 'Add to Panel' })).toBeTruthy();
    expect(within(amina).queryByText('Needs human review')).toBeNull();

    const baraka = row('Baraka Mwangi');
    expect(within(baraka).getByText('Needs human review')).toBeTruthy();
    expect(within(baraka).getByRole('button', { name: 'In Panel' })).toBeTruthy();
    expect(within(row('Anonymous Candidate')).getByText('Awaiting evaluation')).toBeTruthy();

    expect(screen.getByText('Showing 3 of 7 completed interviews')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Build Panel List' }).getAttribute('href')).toBe(
      '/jobs/j1/panel',
    );
  });

  it('sends filter, sort and a debounced search to the server', async () => {
    const fetchMock = stubFetch({ [`GET ${LIST}`]: () => Response.json(overviewPayload()) });
    renderOverview();
    await screen.findByRole('article', { name: 'Amina Otieno' });
    expect(getCalls(fetchMock, LIST)[0]!.search).toBe('?filter=all&sort=score&offset=0&limit=50');

    fireEvent.change(screen.getByLabelText('Filter'), { target: { value: 'meets-all' } });
    await waitFor(() =>
      expect(getCalls(fetchMock, LIST).at(-1)!.searchParams.get('filter')).toBe('meets-all'),
    );
    fireEvent.change(screen.getByLabelText('Filter'), { target: { value: 'partial' } });
    await waitFor(() => expect(getCalls(fetchMock, LIST).at(-1)!.searchParams.get('filter')).toBe('partial'));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } });
    await waitFor(() => expect(getCalls(fetchMock, LIST).at(-1)!.searchParams.get('sort')).toBe('name'));
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'date' } });
    await waitFor(() => expect(getCalls(fetchMock, LIST).at(-1)!.searchParams.get('sort')).toBe('date'));

    const search = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(search, { target: { value: 'a' } });
    fireEvent.change(search, { target: { value: 'am' } });
    fireEvent.change(search, { target: { value: 'amina@' } });
    await waitFor(() => expect(getCalls(fetchMock, LIST).at(-1)!.searchParams.get('search')).toBe('amina@'));
    const searched = getCalls(fetchMock, LIST).map((url) => url.searchParams.get('search'));
    expect(searched.filter((value) => value !== null)).toEqual(['amina@']);
  });

  it('shows Compare Selected from two selected candidates, linking to the compare route', async () => {
    stubFetch({ [`GET ${LIST}`]: () => Response.json(overviewPayload({ candidates: twoCandidates })) });
    renderOverview();
    fireEvent.click(await screen.findByRole('checkbox', { name: 'Select Amina Otieno' }));
    expect(screen.queryByRole('link', { name: /Compare Selected/ })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Baraka Mwangi' }));
    const compare = screen.getByRole('link', { name: /Compare Selected/ });
    expect(compare.getAttribute('href')).toBe('/jobs/j1/compare?sessions=s1,s2');
    fireEvent.click(screen.getByRole('checkbox', { name: 'Select Amina Otieno' }));
    expect(screen.queryByRole('link', { name: /Compare Selected/ })).toBeNull();
  });

  it('adds to and removes from the panel with the toasts of docs/behaviour/review.md §8', async () => {
    let inPanel = false;
    const fetchMock = stubFetch({
      [`GET ${LIST}`]: () =>
        Response.json(
          overviewPayload({ candidates: [overviewCandidate({ session: reviewSession({ inPanel }) })] }),
        ),
      'POST /api/jobs/j1/panel/add': () => {
        inPanel = true;
        return Response.json({ session: reviewSession({ inPanel }) });
      },
      'POST /api/jobs/j1/panel/remove': () => {
        inPanel = false;
        return Response.json({ session: reviewSession({ inPanel }) });
      },
    });
    renderOverview();
    fireEvent.click(await screen.findByRole('button', { name: 'Add to Panel' }));
    expect(await screen.findByText('Amina Otieno has been added to your interview panel.')).toBeTruthy();
    const add = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/panel/add'))!;
    expect(JSON.parse(String(add[1]?.body))).toEqual({ sessionId: 's1' });
    fireEvent.click(await screen.findByRole('button', { name: 'In Panel' }));
    expect(await screen.findByText('Amina Otieno has been removed from your interview panel.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Add to Panel' })).toBeTruthy();
  });

  it('says so when no candidate matches, and pages with Next / Previous', async () => {
    const fetchMock = stubFetch({
      [`GET ${LIST}`]: (url) =>
        url.searchParams.get('search')
          ? Response.json(
              overviewPayload({ candidates: [], page: { offset: 0, limit: 50, matching: 0, completed: 7 } }),
            )
          : Response.json(
              overviewPayload({
                page: {
                  offset: Number(url.searchParams.get('offset')),
                  limit: 50,
                  matching: 120,
                  completed: 120,
                },
              }),
            ),
    });
    renderOverview();
    fireEvent.click(await screen.findByRole('button', { name: 'Next page' }));
    await waitFor(() => expect(getCalls(fetchMock, LIST).at(-1)!.searchParams.get('offset')).toBe('50'));
    fireEvent.click(await screen.findByRole('button', { name: 'Previous page' }));
    // The first page is cached: back on it, only Next is offered again.
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Previous page' })).toBeNull());
    expect(screen.getByRole('button', { name: 'Next page' })).toBeTruthy();

    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: 'nobody' } });
    expect(await screen.findByText('No candidates found matching your filters.')).toBeTruthy();
    expect(screen.getByText('Showing 0 of 7 completed interviews')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Next page' })).toBeNull();
  });

  it("shows 'Job not found' for a 404", async () => {
    stubFetch({ [`GET ${LIST}`]: () => Response.json({ error: 'NOT_FOUND' }, { status: 404 }) });
    renderOverview();
    expect(await screen.findByText('Job not found')).toBeTruthy();
  });

  it('shows a generic error with a retry for other failures', async () => {
    let fail = true;
    stubFetch({
      [`GET ${LIST}`]: () =>
        fail ? new Response('boom', { status: 500 }) : Response.json(overviewPayload()),
    });
    renderOverview();
    expect(screen.getByRole('status', { name: 'Loading candidates' })).toBeTruthy();
    expect(await screen.findByText('Something went wrong')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Amina Otieno' })).toBeTruthy();
  });
});
