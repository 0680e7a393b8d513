import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jumaWaiting } from '@/api/testing/organisation-fixtures';
import { renderWithApp, stubApi } from '@/test-utils';
import { HomePage } from './home-page';

const stats = {
  totalJobs: 3,
  totalSessions: 8,
  completedSessions: 5,
  inProgressSessions: 2,
  totalEvaluations: 5,
  averageScore: 72.6,
  jobsThisWeek: 1,
  sessionsThisWeek: 0,
  completedThisWeek: 4,
  activeNow: 1,
};
const hourAgo = new Date(Date.now() - 2 * 60 * 60 * 1000).toISOString();

function homeApi(jobs: unknown[]) {
  return stubApi({
    'GET /api/jobs': () => Response.json(jobs),
    'GET /api/dashboard-stats': () => Response.json(stats),
    'GET /api/recent-activity': () =>
      Response.json([
        {
          id: 'a1',
          type: 'evaluation',
          candidateName: 'Kofi',
          jobTitle: 'Agent',
          timestamp: hourAgo,
          status: 'completed',
          score: 81,
          evaluator: { usesLanguageModel: true, label: 'Scored by the language model gpt-4o-mini' },
        },
        {
          id: 'a3',
          type: 'evaluation',
          candidateName: 'Esi',
          jobTitle: 'Agent',
          timestamp: hourAgo,
          status: 'completed',
          score: 64,
          evaluator: { usesLanguageModel: false, label: 'Built-in scoring, no language model' },
        },
        {
          id: 'a2',
          type: 'interview',
          candidateName: null,
          jobTitle: null,
          timestamp: hourAgo,
          status: 'pending',
          score: null,
        },
      ]),
    'GET /api/top-jobs': () =>
      Response.json([
        { jobTitle: 'Agent', applicationCount: 4, averageScore: 73.4 },
        { jobTitle: 'Clerk', applicationCount: 1, averageScore: 55 },
      ]),
    'GET /api/recent-activity?limit=50': () =>
      Response.json([
        {
          id: 'a9',
          type: 'interview',
          candidateName: 'Older candidate',
          jobTitle: 'Agent',
          timestamp: hourAgo,
          status: 'completed',
          score: null,
        },
      ]),
    'POST /api/logout': () => Response.json({ ok: true }),
  });
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('home (docs/behaviour/platform.md §2.4)', () => {
  it('is a skeleton while loading, then the empty state without jobs', async () => {
    homeApi([]);
    renderWithApp(<HomePage />);
    expect(screen.getByRole('status', { name: 'Loading your dashboard' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Create Your First Job' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Create Your First Job' }).getAttribute('href')).toBe(
      '/hr-portal',
    );
    expect(screen.getByRole('link', { name: 'Explore Dashboard' }).getAttribute('href')).toBe('/dashboard');
  });

  it('shows the dashboard overview with jobs', async () => {
    homeApi([{ id: 'j1' }]);
    renderWithApp(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Create Job Interview' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/dashboard');
    // The server's figures, not the old product's fixed captions ('+2', '+23', '+8', 'Active now').
    const card = (label: string) => screen.getByRole('heading', { name: label }).parentElement!.textContent;
    expect(card('Total Jobs')).toBe('Total Jobs3+1 this week');
    expect(card('Total Interviews')).toBe('Total Interviews8+0 this week');
    expect(card('Completed')).toBe('Completed5+4 this week');
    expect(card('In Progress')).toBe('In Progress21 active now');
    // 'AI' only where a language model made the evaluation.
    expect(screen.getByText('AI evaluation completed')).toBeTruthy();
    expect(screen.getByText('Evaluation completed (built-in scoring)')).toBeTruthy();
    expect(screen.getByText('Interview completed')).toBeTruthy();
    expect(screen.getByText('81%')).toBeTruthy();
    expect(screen.getByText('Candidate · Untitled')).toBeTruthy();
    expect(screen.getAllByText('2 hours ago')).toHaveLength(3);
    // The average in percent like every overall score (it read '7.3/10' beside Quick Insights' 73%).
    const topJobs = screen.getByText('Top Performing Jobs').closest('div')!.parentElement!;
    expect(within(topJobs).getByText('73%')).toBeTruthy();
    expect(within(topJobs).getByText('55%')).toBeTruthy();
    expect(screen.queryByText('7.3/10')).toBeNull();
    expect(screen.getByRole('img', { name: 'Trend: up' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Trend: stable' })).toBeTruthy();
    // It used to lead to the jobs list, which shows no activity: now it opens the longer list here.
    fireEvent.click(screen.getByRole('button', { name: 'View All Activity' }));
    expect(await screen.findByText('Older candidate · Agent')).toBeTruthy();
    expect(
      screen.getByRole('button', { name: 'Show Recent Activity Only' }).getAttribute('aria-expanded'),
    ).toBe('true');
    const insights = screen.getByText('Quick Insights').closest('div')!.parentElement!;
    expect(within(insights).getByText('63%')).toBeTruthy();
    expect(within(insights).getByText('73%')).toBeTruthy();
  });

  it('shows a member the colleagues waiting for approval, who can be let in from Home', async () => {
    const juma = jumaWaiting;
    let waiting = [juma];
    const members = () =>
      Response.json({
        organisation: { name: 'Acme', domain: 'acme.co.ke', renames: [] },
        members: [],
        requests: waiting,
        invitations: [],
      });
    const fetchMock = homeApi([{ id: 'j1' }]);
    const routes: Record<string, () => Response> = {
      '/api/organisation/members': members,
      '/api/organisation/requests/u2/approve': () => {
        waiting = [];
        return Response.json(juma);
      },
    };
    const fallback = fetchMock.getMockImplementation()!;
    fetchMock.mockImplementation(async (input, init) => routes[String(input)]?.() ?? fallback(input, init));
    renderWithApp(<HomePage />);
    // Before, a request to join was only in a mail and on the Team page.
    const card = (await screen.findByRole('heading', { name: 'Waiting for approval (1)' })).closest(
      'div',
    )!.parentElement!;
    expect(within(card).getByText(/juma@acme.co.ke/)).toBeTruthy();
    fireEvent.click(within(card).getByRole('button', { name: 'Approve juma@acme.co.ke' }));
    expect(await screen.findByText('Juma joined')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('heading', { name: /Waiting for approval/ })).toBeNull());
  });

  it('shows no approval card while nobody waits', async () => {
    homeApi([]);
    renderWithApp(<HomePage />);
    expect(await screen.findByRole('link', { name: 'Create Your First Job' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: /Waiting for approval/ })).toBeNull();
  });
});
