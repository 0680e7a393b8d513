/** Test helpers of the legacy dashboard: a fake dashboard API and the page under its routes. */
import { Route, Routes } from 'react-router';
import { vi } from 'vitest';
import type { DashboardPayload } from '@sauti/core/contract/review-views';
import { renderWithApp } from '@/test-utils';
import { JobResultsPage } from './job-results-page';

/** Answers GET /api/jobs/{jobId}/dashboard?… with `answer(offset, limit)`; records the URLs asked. */
export function stubDashboardApi(answer: (offset: number, limit: number) => DashboardPayload | Response) {
  const urls: URL[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost');
    urls.push(url);
    if (!/^\/api\/jobs\/[^/]+\/dashboard$/.test(url.pathname))
      return new Response('no stub', { status: 500 });
    const result = answer(Number(url.searchParams.get('offset')), Number(url.searchParams.get('limit')));
    return result instanceof Response ? result : Response.json(result);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, urls };
}

/** Renders the page at `path` under both of its routes. */
export function renderDashboard(path = '/dashboard/job-1') {
  return renderWithApp(
    <Routes>
      <Route path="/dashboard/:jobId" element={<JobResultsPage />} />
      <Route path="/hr-dashboard/:jobId" element={<JobResultsPage />} />
    </Routes>,
    path,
  );
}

/** A stand-in for the report window `window.open` returns; `html()` is what was written. */
export function fakeReportWindow() {
  const written: string[] = [];
  const win = {
    document: { open: vi.fn(), write: vi.fn((s: string) => written.push(s)), close: vi.fn() },
    focus: vi.fn(),
    print: vi.fn(),
    setTimeout: vi.fn(),
  };
  return { win, html: () => written.join('') };
}
