import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeCandidate, makePayload } from './dashboard-fixtures';
import { fakeReportWindow, renderDashboard, stubDashboardApi } from './job-results-test-kit';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const candidates = [
  makeCandidate('s-1', {
    session: { candidateName: 'First Try', candidateEmail: 'a@x.co', startedAt: '2026-01-01T08:00:00Z' },
    evaluation: { overallScore: 91 },
  }),
  makeCandidate('s-2', {
    session: { candidateName: 'Second Try', candidateEmail: 'a@x.co', startedAt: '2026-01-02T08:00:00Z' },
    evaluation: { overallScore: 82 },
  }),
  makeCandidate('s-3', { session: { candidateName: 'Below Bar' }, evaluation: { overallScore: 65 } }),
];

describe('legacy dashboard actions (docs/behaviour/review.md §2.2)', () => {
  it('Export All Results opens the de-duplicated assessment report with Top Performers', async () => {
    const report = fakeReportWindow();
    const open = vi.fn(() => report.win);
    vi.stubGlobal('open', open);
    stubDashboardApi(() => makePayload(candidates));
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Export All Results' }));
    expect(open).toHaveBeenCalledWith('', '_blank');
    await waitFor(() => expect(report.html()).toContain('Top Performers'));
    const html = report.html();
    expect(html).toContain('<title>Field Sales Agent - Assessment Report</title>');
    expect(html).toContain('1. Second Try — 82%');
    expect(html).not.toContain('First Try');
    expect(html).toContain('Below Bar');
    expect(html).not.toContain('Below Bar — 65%');
    expect(report.win.setTimeout).toHaveBeenCalled();
  });

  it('Export All Results loads every page of candidates, not only those on screen', async () => {
    const report = fakeReportWindow();
    vi.stubGlobal(
      'open',
      vi.fn(() => report.win),
    );
    const many = Array.from({ length: 250 }, (_, i) =>
      makeCandidate(`s-${i}`, { session: { candidateName: `Person ${i}`, candidateEmail: `p${i}@x.co` } }),
    );
    const { urls } = stubDashboardApi((offset, limit) => ({
      ...makePayload(many.slice(offset, offset + limit)),
      page: { offset, limit, total: many.length },
    }));
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Export All Results' }));
    await waitFor(() => expect(report.html()).toContain('Person 249'));
    expect(urls.filter((u) => u.searchParams.get('limit') === '200')).toHaveLength(2);
    // 250 rows rendered into jsdom: seconds on a busy 2-core runner, not a speed check.
  }, 30_000);

  it('alerts when the browser blocks the report window', async () => {
    vi.stubGlobal(
      'open',
      vi.fn(() => null),
    );
    const alert = vi.fn();
    vi.stubGlobal('alert', alert);
    stubDashboardApi(() => makePayload(candidates));
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Export All Results' }));
    expect(alert).toHaveBeenCalledWith('Please allow popups to export PDF');
  });

  it("Copy Interview Link copies the job's interview URL", async () => {
    const writeText = vi.fn(async () => undefined);
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    stubDashboardApi(() => makePayload(candidates));
    renderDashboard();
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Interview Link' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith('https://sauti.test/interview/job-1'));
  });
});
