import { act, cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchToastEvent } from '@/components/ui/toast-store';
import { renderWithApp } from '@/test-utils';
import { adminUser, analyticsFixture, stubAnalyticsApi } from './analytics-fixtures';
import { AnalyticsPage } from './analytics-page';

afterEach(() => {
  cleanup();
  act(() => dispatchToastEvent({ type: 'remove' }));
  vi.unstubAllGlobals();
});

const DENIED = 'Access denied. Administrator privileges required to view analytics.';
const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });
/** The card whose heading is `label`. */
const tile = (label: string) => screen.getByRole('heading', { name: label }).parentElement!;

describe('admin analytics access (docs/behaviour/platform.md §2.8)', () => {
  it('refuses a non-administrator without loading any analytics', async () => {
    const fetchMock = stubAnalyticsApi({
      'GET /api/user': () => Response.json({ ...adminUser, isAdmin: false }),
    });
    renderWithApp(<AnalyticsPage />, '/analytics');
    expect(await screen.findByText(DENIED)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([url]) => String(url).startsWith('/api/admin'))).toBe(false);
  });

  it('refuses when the API answers 403 even though the user looks like an admin', async () => {
    stubAnalyticsApi({
      'GET /api/admin/analytics': () => Response.json({ error: 'FORBIDDEN' }, { status: 403 }),
    });
    renderWithApp(<AnalyticsPage />, '/analytics');
    expect(await screen.findByText(DENIED)).toBeTruthy();
  });

  it('says the analytics failed to load on any other error', async () => {
    stubAnalyticsApi({ 'GET /api/admin/analytics': () => new Response('boom', { status: 500 }) });
    renderWithApp(<AnalyticsPage />, '/analytics');
    expect(await screen.findByText('Failed to load analytics data. Please try again later.')).toBeTruthy();
    expect(screen.queryByText(DENIED)).toBeNull();
  });

  it('polls analytics, users, referrers and insights every 30 seconds', async () => {
    stubAnalyticsApi();
    const { queryClient } = renderWithApp(<AnalyticsPage />, '/analytics');
    await screen.findByText(/Last updated/);
    for (const path of [
      '/api/admin/analytics',
      '/api/admin/users',
      '/api/admin/referrers',
      '/api/admin/ai-learning-insights',
    ]) {
      const query = queryClient.getQueryCache().find({ queryKey: [path] });
      expect(query?.observers.map((o) => o.options.refetchInterval)).toEqual([30_000]);
    }
  });
});

describe('admin analytics header, summary and overview', () => {
  it('shows the last update and the four summary cards', async () => {
    stubAnalyticsApi();
    renderWithApp(<AnalyticsPage />, '/analytics');
    expect(await screen.findByText('Last updated: May 02, 2025 08:09:07')).toBeTruthy();
    expect(tile('Total Users').textContent).toBe('Total Users40+6 this week');
    expect(tile('Active Jobs').textContent).toBe('Active Jobs1225 total created');
    expect(tile('Completion Rate').textContent).toBe('Completion Rate75%150 of 200 interviews');
    expect(within(tile('Avg. Interview Time')).getByText('14 min')).toBeTruthy();
  });

  it('shows active share and retention bars with completed and abandoned counts', async () => {
    stubAnalyticsApi();
    renderWithApp(<AnalyticsPage />, '/analytics');
    const active = await screen.findByRole('progressbar', { name: 'Active users' });
    expect(active.getAttribute('aria-valuenow')).toBe('75');
    expect(screen.getByText('30 of 40 (75%)')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Retention rate' }).getAttribute('aria-valuenow')).toBe(
      '55',
    );
    expect(tile('Completed').textContent).toBe('Completed150');
    expect(tile('Abandoned').textContent).toBe('Abandoned17');
    // 150 completed + 17 abandoned + 33 in progress = the 200 started.
    expect(tile('In progress').textContent).toBe('In progress33');
  });

  it('offers the nine tabs in order', async () => {
    stubAnalyticsApi();
    renderWithApp(<AnalyticsPage />, '/analytics');
    await screen.findByText(/Last updated/);
    expect(screen.getAllByRole('tab').map((t) => t.textContent)).toEqual([
      'Overview',
      'Create Account',
      'User Management',
      'Scores & Outcomes',
      'User Journey',
      'Recent Activity',
      'Potential Issues',
      'Referrer Tracking',
      'Email Test',
    ]);
  });
});

describe('admin analytics tabs', () => {
  it('User Management: totals and the directory with its date texts', async () => {
    stubAnalyticsApi();
    renderWithApp(<AnalyticsPage />, '/analytics');
    await screen.findByText(/Last updated/);
    openTab('User Management');
    expect((await screen.findByRole('heading', { name: 'Active Users' })).parentElement!.textContent).toBe(
      'Active Users1',
    );
    expect(tile('Inactive Users').textContent).toBe('Inactive Users2');
    expect(tile('Total Jobs Created').textContent).toBe('Total Jobs Created5');
    expect(tile('Interviews Created').textContent).toBe('Interviews Created35');
    expect(tile('Interview Completions').textContent).toBe('Interview Completions23');

    const rows = screen.getAllByRole('row').slice(1);
    const cells = (i: number) =>
      within(rows[i]!)
        .getAllByRole('cell')
        .map((c) => c.textContent);
    expect(cells(0)).toEqual([
      'Ada Obiada@acme.co',
      'Active',
      '4',
      '30',
      '21',
      '2',
      'Mar 04, 2025',
      'Apr 20, 2025 18:07',
    ]);
    expect(cells(1)).toEqual([
      'noname@bank.co.zanoname@bank.co.za',
      'Inactive',
      '1',
      '5',
      '2',
      '0',
      'Unknown',
      'Never',
    ]);
    expect(cells(2)[0]).toBe('Tumiodd@telco.africa');
    expect(cells(2)[6]).toBe('Invalid date');
  });

  it('User Journey: funnel stages and the three conversion cards', async () => {
    stubAnalyticsApi();
    renderWithApp(<AnalyticsPage />, '/analytics');
    await screen.findByText(/Last updated/);
    openTab('User Journey');
    expect(await screen.findByText('25 users (63%)')).toBeTruthy();
    expect(screen.getByText('Created a job')).toBeTruthy();
    expect(
      screen.getByRole('progressbar', { name: 'Interview completed' }).getAttribute('aria-valuenow'),
    ).toBe('28');
    expect(tile('Signup to First Job').textContent).toContain('62%');
    expect(tile('Job to First Interview').textContent).toContain('81%');
    expect(tile('Start to Complete').textContent).toContain('75%');
  });

  it('Recent Activity: label, icon and timestamp of each event', async () => {
    stubAnalyticsApi();
    renderWithApp(<AnalyticsPage />, '/analytics');
    await screen.findByText(/Last updated/);
    openTab('Recent Activity');
    const items = within(await screen.findByRole('list', { name: 'Recent activity' })).getAllByRole(
      'listitem',
    );
    expect(items.map((i) => i.textContent)).toEqual([
      'New user signed up: new@acme.coMay 01, 09:05',
      'Amina completed an interview for Call Centre AgentApr 30, 17:45',
    ]);
    expect(items[1]!.querySelector('[data-activity-icon="interview_completed"]')).toBeTruthy();
  });

  it('Recent Activity shows only the first 20 events', async () => {
    const many = Array.from({ length: 25 }, (_, i) => ({
      id: `e${i}`,
      type: 'job_created' as const,
      timestamp: '2025-05-01T09:05:00',
      userEmail: null,
      metadata: { jobTitle: `Job ${i}` },
    }));
    stubAnalyticsApi({
      'GET /api/admin/analytics': () => Response.json({ ...analyticsFixture, recentActivity: many }),
    });
    renderWithApp(<AnalyticsPage />, '/analytics');
    await screen.findByText(/Last updated/);
    openTab('Recent Activity');
    const items = within(await screen.findByRole('list', { name: 'Recent activity' })).getAllByRole(
      'listitem',
    );
    expect(items).toHaveLength(20);
    expect(items[19]!.textContent).toContain('Job created: Job 19');
  });

  it('Potential Issues: the server warnings, or a calm state when there are none', async () => {
    const issues = [
      { code: 'low_retention', message: 'Low user retention (30%): under 40% of users stay active.' },
    ];
    stubAnalyticsApi({
      'GET /api/admin/analytics': () => Response.json({ ...analyticsFixture, potentialIssues: issues }),
    });
    renderWithApp(<AnalyticsPage />, '/analytics');
    await screen.findByText(/Last updated/);
    openTab('Potential Issues');
    expect(await screen.findByText(issues[0]!.message)).toBeTruthy();
    expect(screen.queryByText(/No issues detected/)).toBeNull();
    cleanup();

    stubAnalyticsApi();
    renderWithApp(<AnalyticsPage />, '/analytics');
    await screen.findByText(/Last updated/);
    openTab('Potential Issues');
    expect(
      await screen.findByText('No issues detected. All key metrics are within healthy ranges.'),
    ).toBeTruthy();
  });
});
