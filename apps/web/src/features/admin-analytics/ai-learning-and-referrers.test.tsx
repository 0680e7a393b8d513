import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithApp } from '@/test-utils';
import { AiLearningTab } from './ai-learning-tab';
import { insightsFixture, referrersFixture, stubAnalyticsApi } from './analytics-fixtures';
import { AnalyticsPage } from './analytics-page';
import { ReferrerTab } from './referrer-tab';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const openTab = (name: string) => fireEvent.mouseDown(screen.getByRole('tab', { name }), { button: 0 });
const tile = (label: string) => screen.getByRole('heading', { name: label }).parentElement!;
const figure = (label: string) => screen.getByText(label).nextElementSibling!.textContent;
const banner = () => screen.getByRole('note');

describe('Scores & Outcomes tab (docs/behaviour/platform.md §2.8, §9)', () => {
  it('shows outcome cards, score analysis, performance and trends from the insights call', async () => {
    stubAnalyticsApi();
    renderWithApp(<AnalyticsPage />, '/analytics');
    await screen.findByText(/Last updated/);
    openTab('Scores & Outcomes');
    expect((await screen.findByRole('heading', { name: 'Total Decisions' })).parentElement!.textContent).toBe(
      'Total Decisions12',
    );
    expect(tile('Hired').textContent).toBe('Hired650% of decisions');
    expect(tile('Rejected').textContent).toBe('Rejected325% of decisions');
    expect(tile('Considering').textContent).toBe('Considering3');
    expect(tile('Pending').textContent).toBe('Pending9');
    expect(figure('Avg. hired score')).toBe('81%');
    expect(figure('Avg. rejected score')).toBe('58%');
    expect(figure('Difference')).toBe('+23');
    expect(screen.getByText('strong separation')).toBeTruthy();
    // No 'AI' where the scores may be the built-in ones: agreement with outcomes, with its samples.
    expect(figure('Agreement with outcomes')).toBe('7 of 9 (78%)');
    expect(figure('Hired who scored 70+')).toBe('5 of 6 (83%)');
    expect(figure('Rejected who scored under 70')).toBe('2 of 3 (67%)');
    expect(screen.queryByText(/\bAI\b/)).toBeNull();
    expect(figure('Total analyzed')).toBe('9');
    expect(figure('Recent decisions (7 days)')).toBe('4');
    expect(figure('Decision rate')).toBe('57%');
  });

  it('shows the inline error when the insights fail to load', async () => {
    stubAnalyticsApi({ 'GET /api/admin/ai-learning-insights': () => new Response('down', { status: 500 }) });
    renderWithApp(<AnalyticsPage />, '/analytics');
    await screen.findByText(/Last updated/);
    openTab('Scores & Outcomes');
    expect(
      await screen.findByText('Failed to load scores and outcomes. Please try again later.'),
    ).toBeTruthy();
  });

  it('banners: none tracked at 0, early stage at 5 and 9, success at 10', () => {
    const { rerender } = render(<AiLearningTab insights={insightsFixture(0)} failed={false} />);
    expect(banner().getAttribute('aria-label')).toBe('No hiring decisions tracked yet');
    expect(tile('Hired').textContent).toBe('Hired0No decisions yet');
    expect(tile('Rejected').textContent).toBe('Rejected0No decisions yet');

    rerender(<AiLearningTab insights={insightsFixture(5)} failed={false} />);
    expect(banner().getAttribute('aria-label')).toBe('Early stage: limited data');
    expect(banner().textContent).toContain('5 decisions tracked so far');
    expect(banner().textContent).toContain('track at least 10-20');

    rerender(<AiLearningTab insights={insightsFixture(9)} failed={false} />);
    expect(banner().getAttribute('aria-label')).toBe('Early stage: limited data');

    rerender(<AiLearningTab insights={insightsFixture(10)} failed={false} />);
    expect(banner().getAttribute('aria-label')).toBe('Enough decisions to compare');
    expect(banner().textContent).not.toContain('10-20');
  });

  it('hints to review criteria when the difference is 10 or less, and says N/A without scores', () => {
    const base = insightsFixture(12);
    const { rerender } = render(
      <AiLearningTab
        insights={{
          ...base,
          scoreAnalysis: { avgHiredScore: 70, avgRejectedScore: 60, scoreDifference: 10 },
        }}
        failed={false}
      />,
    );
    expect(screen.getByText('Consider reviewing evaluation criteria')).toBeTruthy();
    expect(screen.queryByText('strong separation')).toBeNull();

    rerender(
      <AiLearningTab
        insights={{
          ...base,
          scoreAnalysis: { avgHiredScore: null, avgRejectedScore: null, scoreDifference: null },
        }}
        failed={false}
      />,
    );
    expect(figure('Avg. hired score')).toBe('N/A');
    expect(figure('Difference')).toBe('N/A');
    expect(screen.queryByText('Consider reviewing evaluation criteria')).toBeNull();
  });
});

describe('Referrer Tracking tab (docs/behaviour/platform.md §2.8, §9)', () => {
  it('shows totals, top domains and the full source table', async () => {
    stubAnalyticsApi();
    renderWithApp(<AnalyticsPage />, '/analytics');
    await screen.findByText(/Last updated/);
    openTab('Referrer Tracking');
    expect((await screen.findByRole('heading', { name: 'Total Sessions' })).parentElement!.textContent).toBe(
      'Total Sessions100Interview sessions',
    );
    expect(tile('Direct Traffic').textContent).toBe('Direct Traffic4040% of sessions');
    expect(tile('Referred Traffic').textContent).toBe('Referred Traffic6060% of sessions');

    const top = within(screen.getByRole('list', { name: 'Top referring domains' })).getAllByRole('listitem');
    expect(top.map((li) => li.textContent)).toEqual([
      'linkedin.com35 visits · 25 completed · success rate 71%',
      'jobs.example.org25 visits · 5 completed · success rate 20%',
    ]);

    const rows = within(screen.getByRole('table', { name: 'All referrer sources' })).getAllByRole('row');
    expect(
      within(rows[0]!)
        .getAllByRole('columnheader')
        .map((c) => c.textContent),
    ).toEqual(['Domain', 'Full URL', 'Sessions', 'Completed', 'Completion Rate', 'Traffic Share']);
    expect(
      within(rows[2]!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['linkedin.com', 'https://linkedin.com/feed', '5', '3', '60%', '5%']);
  });

  it('lists at most 8 top domains', () => {
    const sources = Array.from({ length: 10 }, (_, i) => ({
      ...referrersFixture.topSources[0]!,
      domain: `site${i}.com`,
      fullUrl: `https://site${i}.com/`,
    }));
    render(<ReferrerTab report={{ ...referrersFixture, topSources: sources }} failed={null} />);
    const top = within(screen.getByRole('list', { name: 'Top referring domains' })).getAllByRole('listitem');
    expect(top).toHaveLength(8);
  });

  it('colours success rates: 39 red, 40 and 69 yellow, 70 green', () => {
    const rates = [39, 40, 69, 70];
    const sources = rates.map((rate) => ({
      domain: `r${rate}.com`,
      fullUrl: `https://r${rate}.com/`,
      count: 10,
      completed: 1,
      completionRate: rate,
      percentage: 10,
    }));
    render(
      <ReferrerTab
        report={{ ...referrersFixture, topSources: sources, referrerSources: [] }}
        failed={null}
      />,
    );
    const colours = within(screen.getByRole('list', { name: 'Top referring domains' }))
      .getAllByText(/%$/)
      .map((el) => [el.textContent, el.getAttribute('data-colour'), el.className.split(' ').at(-1)]);
    expect(colours).toEqual([
      ['39%', 'red', 'text-destructive'],
      ['40%', 'yellow', 'text-warning'],
      ['69%', 'yellow', 'text-warning'],
      ['70%', 'green', 'text-success'],
    ]);
  });
});
