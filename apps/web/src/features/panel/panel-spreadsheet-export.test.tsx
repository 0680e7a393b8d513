import { act, cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchToastEvent } from '@/components/ui/toast-store';
import { panelCandidate, panelPayload } from './panel.fixtures';
import { renderPanelPage } from './panel-test-render';

afterEach(() => {
  cleanup();
  act(() => dispatchToastEvent({ type: 'remove' }));
  vi.unstubAllGlobals();
});

describe('Panel spreadsheet export (docs/behaviour/review.md §11)', () => {
  it('offers CSV and XLSX downloads of the panel beside the printed briefing', async () => {
    const amina = panelCandidate('a', 'Amina Otieno', 86, 'Strong Match', { inPanel: true });
    renderPanelPage(panelPayload([amina], []));
    const group = await screen.findByRole('group', { name: 'Export panel' });
    const hrefs = within(group)
      .getAllByRole('link')
      .map((link) => [link.textContent, link.getAttribute('href'), link.hasAttribute('download')]);
    expect(hrefs).toEqual([
      ['Export CSV', '/api/jobs/job-1/panel/export?format=csv', true],
      ['Export XLSX', '/api/jobs/job-1/panel/export?format=xlsx', true],
    ]);
  });

  it('offers no export while the panel is empty', async () => {
    const amina = panelCandidate('a', 'Amina Otieno', 86, 'Strong Match');
    renderPanelPage(panelPayload([], [amina]));
    await screen.findByText(/No candidates in the panel yet/);
    expect(screen.queryByRole('group', { name: 'Export panel' })).toBeNull();
  });
});
