import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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
    expect(screen.getByText('AI evaluation completed')).toBeTruthy();
    expect(screen.getByText('Interview completed')).toBeTruthy();
    expect(screen.getByText('81%')).toBeTruthy();
    expect(screen.getByText('Candidate · Untitled')).toBeTruthy();
    expect(screen.getAllByText('2 hours ago')).toHaveLength(2);
    expect(screen.getByText('7.3/10')).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Trend: up' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'Trend: stable' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'View All Activity' }).getAttribute('href')).toBe('/dashboard');
    const insights = screen.getByText('Quick Insights').closest('div')!.parentElement!;
    expect(within(insights).getByText('63%')).toBeTruthy();
    expect(within(insights).getByText('73%')).toBeTruthy();
  });
});
