import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchToastEvent } from '@/components/ui/toast-store';
import { panelCandidate, panelPayload } from './panel.fixtures';
import { renderPanelPage as render } from './panel-test-render';

afterEach(() => {
  cleanup();
  act(() => dispatchToastEvent({ type: 'remove' }));
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const amina = panelCandidate('a', 'Amina Otieno', 86, 'Strong Match', {
  inPanel: true,
  hiringOutcome: 'hired',
});
const baraka = panelCandidate('b', 'Baraka', 72, 'Strong Match', { candidateEmail: 'baraka@umoja.co.ke' });
const chebet = panelCandidate('c', 'Chebet', 61, 'Partial Match', { hiringOutcome: 'rejected' });
const daudi = panelCandidate('d', 'Daudi', 40, 'Poor Fit', { hiringOutcome: 'considering' }, 'phone');

const region = (name: RegExp) => screen.getByRole('region', { name });
const countOf = (label: string) =>
  within(region(/Available/)).getByText(label, { selector: 'span' }).previousElementSibling?.textContent;

describe('Panel builder (docs/behaviour/review.md §2.6)', () => {
  it('lists available candidates with counts, search and outcome badges, and the panel with insights', async () => {
    render(panelPayload([amina], [baraka, chebet, daudi]));
    await screen.findByRole('heading', { name: 'Build Panel List' });
    expect([countOf('Total'), countOf('Strong Match'), countOf('Partial Match')]).toEqual(['3', '1', '1']);
    const available = region(/Available/);
    expect(
      within(within(available).getByRole('listitem', { name: 'Chebet' })).getByText('Rejected'),
    ).toBeTruthy();
    expect(
      within(within(available).getByRole('listitem', { name: 'Daudi' })).getByText('Considering'),
    ).toBeTruthy();
    // Daudi was interviewed on a phone call; the others on the web.
    expect(
      within(within(available).getByRole('listitem', { name: 'Daudi' })).getByText('Phone'),
    ).toBeTruthy();
    expect(
      within(within(available).getByRole('listitem', { name: 'Chebet' })).queryByText('Phone'),
    ).toBeNull();
    const panel = region(/Panel List/);
    expect(
      within(within(panel).getByRole('listitem', { name: 'Amina Otieno' })).getByText('Hired'),
    ).toBeTruthy();
    const insights = within(panel).getByRole('region', { name: 'Panel Insights' });
    expect(within(insights).getByText('86%')).toBeTruthy();
    expect(within(insights).getByText('0/1')).toBeTruthy();
    expect(within(insights).getByText('Communication (1)')).toBeTruthy();
    expect(within(panel).getByRole('button', { name: 'Export Panel Briefing (PDF)' })).toBeTruthy();
  });

  it('asks the server to search, shows its page and keeps the counts of every available candidate', async () => {
    const { fetchMock } = render(panelPayload([amina], [baraka, chebet, daudi]), {
      'GET /api/jobs/job-1/panel?search=UMOJA': () =>
        Response.json(
          panelPayload([amina], [baraka], {
            availableCounts: { total: 3, strongMatch: 1, partialMatch: 1 },
          }),
        ),
    });
    const available = await screen.findByRole('region', { name: /Available/ });
    const search = within(available).getByRole('searchbox', { name: 'Search candidates' });
    fireEvent.change(search, { target: { value: ' UMOJA ' } });
    await waitFor(() =>
      expect(
        within(region(/Available/))
          .getAllByRole('listitem')
          .map((li) => li.getAttribute('aria-label')),
      ).toEqual(['Baraka']),
    );
    expect(countOf('Total')).toBe('3');
    // One request per pause in typing, with the trimmed text.
    const gets = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/panel'));
    expect(gets).toEqual(['/api/jobs/job-1/panel', '/api/jobs/job-1/panel?search=UMOJA']);
  });

  it('pages through the available candidates and says which ones are shown', async () => {
    const many = { availableCounts: { total: 3, strongMatch: 1, partialMatch: 1 } };
    render(panelPayload([amina], [baraka, chebet], { ...many, page: { offset: 0, limit: 2, matching: 3 } }), {
      'GET /api/jobs/job-1/panel?offset=2': () =>
        Response.json(
          panelPayload([amina], [daudi], { ...many, page: { offset: 2, limit: 2, matching: 3 } }),
        ),
    });
    const available = await screen.findByRole('region', { name: /Available/ });
    expect(within(available).getByText('Showing 1–2 of 3')).toBeTruthy();
    expect(within(available).queryByRole('button', { name: 'Previous page' })).toBeNull();
    fireEvent.click(within(available).getByRole('button', { name: 'Next page' }));
    await within(available).findByRole('listitem', { name: 'Daudi' });
    expect(within(available).getByText('Showing 3–3 of 3')).toBeTruthy();
    expect(within(available).queryByRole('button', { name: 'Next page' })).toBeNull();
    expect(within(available).getByRole('button', { name: 'Previous page' })).toBeTruthy();
  });

  it('goes back to the last page with rows when the last one on a page was added', async () => {
    const counts = (total: number) => ({ availableCounts: { total, strongMatch: 1, partialMatch: 1 } });
    let added = false;
    const { fetchMock } = render(
      panelPayload([amina], [baraka, chebet], { ...counts(3), page: { offset: 0, limit: 2, matching: 3 } }),
      {
        'GET /api/jobs/job-1/panel?offset=2': () =>
          Response.json(
            added
              ? panelPayload([amina, daudi], [], { ...counts(2), page: { offset: 2, limit: 2, matching: 2 } })
              : panelPayload([amina], [daudi], { ...counts(3), page: { offset: 2, limit: 2, matching: 3 } }),
          ),
        'POST /api/jobs/job-1/panel/add': () => {
          added = true;
          return Response.json({ session: { ...daudi.session, inPanel: true } });
        },
      },
    );
    const available = await screen.findByRole('region', { name: /Available/ });
    fireEvent.click(await within(available).findByRole('button', { name: 'Next page' }));
    fireEvent.click(await within(available).findByRole('button', { name: 'Add Daudi' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url)).at(-1)).toBe('/api/jobs/job-1/panel'),
    );
    await within(available).findByRole('listitem', { name: 'Baraka' });
    expect(within(available).queryByText('No candidates match your search.')).toBeNull();
  });

  it('adds and removes candidates with toasts', async () => {
    const { fetchMock } = render(panelPayload([amina], [baraka]), {
      'POST /api/jobs/job-1/panel/add': () => Response.json({ session: baraka.session }),
      'POST /api/jobs/job-1/panel/remove': () => new Response('nope', { status: 500 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Add Baraka' }));
    expect(await screen.findByText('Baraka has been added to your interview panel.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Remove Amina Otieno' }));
    expect(await screen.findByText('Failed to remove candidate from panel. Please try again.')).toBeTruthy();
    const posts = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts.map(([url, init]) => [url, JSON.parse(String(init?.body))])).toEqual([
      ['/api/jobs/job-1/panel/add', { sessionId: 'b' }],
      ['/api/jobs/job-1/panel/remove', { sessionId: 'a' }],
    ]);
  });

  it('hides the export while the panel is empty', async () => {
    render(panelPayload([], [baraka]));
    await screen.findByRole('button', { name: 'Add Baraka' });
    expect(screen.queryByRole('button', { name: 'Export Panel Briefing (PDF)' })).toBeNull();
  });

  it("shows 'Job not found' for a missing job", async () => {
    render(() => Response.json({ error: 'NOT_FOUND', message: 'Job not found' }, { status: 404 }));
    expect(await screen.findByRole('heading', { name: 'Job not found' })).toBeTruthy();
  });
});
