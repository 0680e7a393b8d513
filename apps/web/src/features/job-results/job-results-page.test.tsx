import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCandidate, makePayload } from './dashboard-fixtures';
import { renderDashboard, stubDashboardApi } from './job-results-test-kit';
import { DASHBOARD_PAGE_SIZE } from './use-dashboard-pages';

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const cardNames = () =>
  within(screen.getByRole('list', { name: 'Candidates' }))
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent);

describe('legacy job dashboard page (docs/behaviour/review.md §2.2)', () => {
  it('shows the stat cards, counted as the overview counts them, and the actions', async () => {
    stubDashboardApi(() => makePayload([makeCandidate('s-1')]));
    renderDashboard('/hr-dashboard/job-1');
    expect(await screen.findByRole('heading', { level: 1, name: 'Field Sales Agent' })).toBeTruthy();
    const stat = (label: string) =>
      screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
    expect(stat('Total Candidates')).toBe('7');
    expect(stat('Completed Interviews')).toBe('4');
    // Total minus completed (3) counted the one who never started as in progress; the overview did not.
    expect(stat('In Progress')).toBe('2');
    expect(screen.getByText('1 not started')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Candidates Overview' }).getAttribute('href')).toBe(
      '/jobs/job-1/candidates',
    );
    expect(screen.getByRole('link', { name: 'Back to Jobs' }).getAttribute('href')).toBe('/dashboard');
    expect(screen.getByRole('button', { name: 'Copy Interview Link' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Export All Results' })).toBeTruthy();
  });

  it('asks for the route job with a cache-busting timestamp and the first page', async () => {
    const { urls } = stubDashboardApi(() => makePayload([]));
    renderDashboard();
    await screen.findByText('No evaluated interviews yet.');
    expect(urls[0]?.pathname).toBe('/api/jobs/job-1/dashboard');
    expect(urls[0]?.searchParams.get('t')).toMatch(/^\d+$/);
    expect(urls[0]?.searchParams.get('offset')).toBe('0');
    expect(urls[0]?.searchParams.get('limit')).toBe(String(DASHBOARD_PAGE_SIZE));
  });

  it('shows the search box and status filter, which change nothing in the list', async () => {
    const { urls } = stubDashboardApi(() =>
      makePayload([
        makeCandidate('s-1', { session: { candidateName: 'Amina' } }),
        makeCandidate('s-2', {
          session: { candidateName: 'Baraka', status: 'in_progress', completedAt: null },
        }),
      ]),
    );
    renderDashboard();
    await screen.findByText('Amina');
    const search = screen.getByRole<HTMLInputElement>('searchbox', { name: 'Search candidates' });
    const filter = screen.getByRole<HTMLSelectElement>('combobox', { name: 'Filter by status' });
    expect([...filter.options].map((o) => o.textContent)).toEqual(['All', 'Completed', 'In Progress']);

    fireEvent.change(search, { target: { value: 'Baraka' } });
    fireEvent.change(filter, { target: { value: 'completed' } });
    expect(search.value).toBe('Baraka');
    expect(filter.value).toBe('completed');
    expect(cardNames()).toEqual(['Amina', 'Baraka']);
    fireEvent.change(filter, { target: { value: 'in_progress' } });
    expect(cardNames()).toEqual(['Amina', 'Baraka']);
    expect(urls.every((url) => !url.search.includes('Baraka') && !url.searchParams.has('status'))).toBe(true);
  });

  it('loads the next page with Load more while there are more candidates', async () => {
    const total = DASHBOARD_PAGE_SIZE + 3;
    const all = Array.from({ length: total }, (_, i) => makeCandidate(`s-${i}`));
    // The stub answers only the first 3 of each page, so the test renders few cards.
    const { urls } = stubDashboardApi((offset, limit) =>
      makePayload(all.slice(offset, offset + 3), { page: { offset, limit, total } }),
    );
    renderDashboard();
    expect(await screen.findByText(`Showing 3 of ${total} evaluated candidates`)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Load more' }));
    expect(await screen.findByText(`Showing 6 of ${total} evaluated candidates`)).toBeTruthy();
    expect(urls.some((url) => url.searchParams.get('offset') === String(DASHBOARD_PAGE_SIZE))).toBe(true);
    expect(screen.queryByRole('button', { name: 'Load more' })).toBeNull();
    expect(cardNames()).toEqual(['s-0', 's-1', 's-2', 's-50', 's-51', 's-52'].map((id) => `Candidate ${id}`));
  });

  it('shows the error state with Return to HR Portal when the call fails', async () => {
    stubDashboardApi(() => new Response('boom', { status: 500 }));
    renderDashboard();
    expect(await screen.findByRole('heading', { name: 'Error Loading Dashboard' })).toBeTruthy();
    expect(screen.getByText('Unable to load dashboard data. Please try again.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Return to HR Portal' }).getAttribute('href')).toBe('/hr');
  });

  it("shows 'Job Not Found' for a missing job", async () => {
    stubDashboardApi(() => Response.json({ error: 'NOT_FOUND', message: 'Job not found' }, { status: 404 }));
    renderDashboard('/dashboard/missing');
    expect(await screen.findByRole('heading', { name: 'Job Not Found' })).toBeTruthy();
    expect(screen.getByText('The requested job could not be found.')).toBeTruthy();
    expect(screen.queryByText('Error Loading Dashboard')).toBeNull();
  });

  it('reloads the data every 5 seconds', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    let score = 50;
    const { fetchMock } = stubDashboardApi(() =>
      makePayload([makeCandidate('s-1', { evaluation: { overallScore: score } })]),
    );
    renderDashboard();
    expect(await screen.findByText('50%')).toBeTruthy();
    const calls = fetchMock.mock.calls.length;
    score = 85;
    // docs/behaviour/review.md §9: every 5000 ms. Wide margins: the fake clock also follows real time, which a loaded machine stretches.
    await act(() => vi.advanceTimersByTimeAsync(3000));
    expect(fetchMock.mock.calls.length).toBe(calls);
    await act(() => vi.advanceTimersByTimeAsync(2500));
    await waitFor(() => expect(screen.getByText('85%')).toBeTruthy());
    expect(fetchMock.mock.calls.length).toBe(calls + 1);
  });
});
