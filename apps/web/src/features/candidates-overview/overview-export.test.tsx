import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchToastEvent } from '@/components/ui/toast-store';
import { renderWithApp } from '@/test-utils';
import { overviewPayload, stubFetch } from '@/api/testing/review.fixtures';
import { CandidatesOverviewPage } from './candidates-overview-page';

afterEach(() => {
  cleanup();
  act(() => dispatchToastEvent({ type: 'remove' }));
  vi.unstubAllGlobals();
});

const exportLink = (format: 'CSV' | 'XLSX') =>
  within(screen.getByRole('group', { name: 'Export candidates' })).getByRole('link', {
    name: `Export ${format}`,
  });

describe('Candidates overview export (docs/behaviour/review.md §11)', () => {
  it('offers CSV and XLSX downloads of what the list shows, as 44 px tall links', async () => {
    stubFetch({ 'GET /api/jobs/j%201/candidates-v2': () => Response.json(overviewPayload()) });
    renderWithApp(
      <Routes>
        <Route path="/jobs/:jobId/candidates" element={<CandidatesOverviewPage />} />
      </Routes>,
      '/jobs/j%201/candidates',
    );
    await screen.findByRole('article', { name: 'Amina Otieno' });
    for (const format of ['CSV', 'XLSX'] as const) {
      const link = exportLink(format);
      expect(link.getAttribute('href')).toBe(
        `/api/jobs/j%201/candidates/export?format=${format.toLowerCase()}&filter=all&sort=score`,
      );
      expect(link.hasAttribute('download')).toBe(true);
      expect(link.className).toContain('min-h-11');
    }

    fireEvent.change(screen.getByLabelText('Filter'), { target: { value: 'meets-all' } });
    fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'name' } });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), {
      target: { value: ' amina & co ' },
    });
    await waitFor(() =>
      expect(exportLink('XLSX').getAttribute('href')).toBe(
        '/api/jobs/j%201/candidates/export?format=xlsx&search=amina+%26+co&filter=meets-all&sort=name',
      ),
    );
  });
});
