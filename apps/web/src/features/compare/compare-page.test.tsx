import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComparisonResult } from '@sauti/core/contract/comparison';
import type { CandidateDetailPayload } from '@sauti/core/contract/review-views';
import { renderWithApp, stubApi } from '@/test-utils';
import { ComparePage } from './compare-page';
import { detail, reviewJob } from '@/api/testing/compare.fixtures';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const analysis: ComparisonResult = {
  summary: '2 candidates compared for Field Engineer. Amina leads with 80%.',
  keyDifferentiators: ['Problem Solving: Baraka scores 85% against 60% for Amina (25 points apart)'],
  recommendations: { Amina: 'Strong Hire (80%, Partial Match).', Baraka: 'Hire (70%, Strong Match).' },
  bestFitFor: { Amina: 'Best fit where Communication matters most.', Baraka: 'Best fit where teams matter.' },
};

const amina = detail('a', 'Amina', 80, { communication: 90, problem_solving: 60 });
const baraka = detail('b', 'Baraka', 70, { communication: 75, problem_solving: 85 });

function render(search: string) {
  return renderWithApp(
    <Routes>
      <Route path="/jobs/:jobId/compare" element={<ComparePage />} />
    </Routes>,
    `/jobs/job-1/compare${search}`,
  );
}

/** Stubs the job, the given details and the analysis answer. */
function stub(
  details: CandidateDetailPayload[],
  compare: () => Response | Promise<Response> = () => Response.json(analysis),
) {
  const routes: Parameters<typeof stubApi>[0] = {
    'GET /api/jobs/job-1': () => Response.json({ id: 'job-1', title: reviewJob.title }),
    'POST /api/jobs/job-1/compare-candidates': compare,
  };
  for (const d of details)
    routes[`GET /api/jobs/job-1/candidates-v2/${d.session.id}`] = () => Response.json(d);
  return stubApi(routes);
}

const compareCalls = (fetchMock: ReturnType<typeof stubApi>) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/compare-candidates'));

describe('Comparison page (docs/behaviour/review.md §2.5)', () => {
  it.each(['', '?sessions=a', '?sessions=a,,a'])('asks for 2 candidates with %j', async (search) => {
    const fetchMock = stub([]);
    render(search);
    expect(screen.getByRole('heading', { name: 'No Candidates to Compare' })).toBeTruthy();
    expect(screen.getByText('Select at least 2 candidates to compare.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Overview' }).getAttribute('href')).toBe(
      '/jobs/job-1/candidates',
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('requests the analysis once, only after 2 candidates have loaded', async () => {
    let releaseB: (r: Response) => void = () => {};
    const fetchMock = stub([amina]);
    const routes = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) =>
      String(input).endsWith('/candidates-v2/b')
        ? new Promise<Response>((resolve) => (releaseB = resolve))
        : String(input).endsWith('/candidates-v2/c')
          ? new Promise<Response>(() => {})
          : routes(input, init),
    );
    render('?sessions=a,b,c');
    expect(await screen.findByText('Preparing the comparative analysis...')).toBeTruthy();
    await screen.findByRole('heading', { name: 'Compare Candidates' });
    expect(compareCalls(fetchMock)).toHaveLength(0);

    releaseB(Response.json(baraka));
    expect(await screen.findByText(analysis.summary)).toBeTruthy();
    const calls = compareCalls(fetchMock);
    expect(calls).toHaveLength(1);
    // Every id of the link, though c is still loading: the key stays the same, no second call.
    expect(JSON.parse(String(calls[0]![1]?.body))).toEqual({ sessionIds: ['a', 'b', 'c'] });
    expect(screen.getByText(analysis.keyDifferentiators[0]!)).toBeTruthy();
    expect(screen.getByText('Strong Hire (80%, Partial Match).')).toBeTruthy();
    expect(screen.getByText('Best fit where teams matter.')).toBeTruthy();
    await new Promise((r) => setTimeout(r, 20));
    expect(compareCalls(fetchMock)).toHaveLength(1);
  });

  it('says when the analysis fails', async () => {
    stub([amina, baraka], () => new Response('boom', { status: 500 }));
    render('?sessions=a,b');
    expect(await screen.findByText('Failed to generate comparative analysis')).toBeTruthy();
    expect(screen.getByText('Please try refreshing the page')).toBeTruthy();
  });

  it('marks the highest overall score and the best score of each criterion', async () => {
    stub([amina, baraka]);
    render('?sessions=a,b');
    const aminaCard = await screen.findByRole('listitem', { name: 'Amina' });
    expect(within(aminaCard).getByText('HIGHEST SCORE')).toBeTruthy();
    expect(within(screen.getByRole('listitem', { name: 'Baraka' })).queryByText('HIGHEST SCORE')).toBeNull();
    const row = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;
    const cells = (name: string) => within(row(name)).getAllByRole('cell');
    expect(within(cells('Communication')[0]!).getByText('BEST')).toBeTruthy();
    expect(within(cells('Communication')[1]!).queryByText('BEST')).toBeNull();
    expect(within(cells('Problem Solving')[0]!).queryByText('BEST')).toBeNull();
    expect(within(cells('Problem Solving')[1]!).getByText('BEST')).toBeTruthy();
  });

  it('shows Main Concern only below 70 and counts strong matches in the footer', async () => {
    const edge = detail(
      'c',
      'Chebet',
      72,
      { communication: 70, problem_solving: 90 },
      {
        mainConcern: { pillar: 'communication', label: 'Communication', score: 70 },
      },
    );
    const low = detail('d', 'Daudi', 60, { communication: 69, problem_solving: 75 });
    stub([edge, low, baraka]);
    render('?sessions=c,d,b');
    const card = async (name: string) =>
      screen.findByRole('listitem', { name: `${name} strengths and weaknesses` });
    expect(within(await card('Chebet')).queryByText(/Main Concern/)).toBeNull();
    expect(within(await card('Baraka')).queryByText(/Main Concern/)).toBeNull();
    const daudi = await card('Daudi');
    expect(within(daudi).getByText(/Main Concern/).parentElement?.textContent).toBe(
      'Main Concern: Communication (69%)',
    );
    expect(within(daudi).getByText('Limited field experience')).toBeTruthy();
    expect(screen.getByText('2 of 3 compared candidates are strong matches.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Build Panel List' }).getAttribute('href')).toBe(
      '/jobs/job-1/panel',
    );
  });

  it('downloads a printable comparison, or alerts when popups are blocked', async () => {
    stub([amina, baraka]);
    const write = vi.fn();
    const win = {
      document: { open: vi.fn(), write, close: vi.fn() },
      focus: vi.fn(),
      setTimeout: vi.fn(),
      print: vi.fn(),
    };
    const open = vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
    render('?sessions=a,b');
    await screen.findByText(analysis.summary);
    fireEvent.click(screen.getByRole('button', { name: 'Download Comparison' }));
    expect(open).toHaveBeenCalledTimes(1);
    const html = String(write.mock.calls[0]?.[0]);
    expect(html).toContain('Candidate Comparison: Field Engineer');
    expect(html).toContain(analysis.summary);
    expect(html).toContain('HIGHEST SCORE');

    open.mockReturnValue(null);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    fireEvent.click(screen.getByRole('button', { name: 'Download Comparison' }));
    await waitFor(() => expect(alert).toHaveBeenCalledWith('Please allow popups to export PDF'));
  });
});
