import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
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
const daudi = panelCandidate('d', 'Daudi', 40, 'Poor Fit', { hiringOutcome: 'considering' });

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
    const search = within(available).getByRole('searchbox', { name: 'Search candidates' });
    fireEvent.change(search, { target: { value: 'UMOJA' } });
    expect(
      within(available)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Baraka']);
    fireEvent.change(search, { target: { value: 'chebet' } });
    expect(
      within(available)
        .getAllByRole('listitem')
        .map((li) => li.getAttribute('aria-label')),
    ).toEqual(['Chebet']);
    // Counts cover every available candidate, not only the matches of the search.
    expect(countOf('Total')).toBe('3');

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
