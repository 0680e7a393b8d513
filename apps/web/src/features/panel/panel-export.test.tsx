import { QueryClientProvider } from '@tanstack/react-query';
import { act, cleanup, fireEvent, renderHook, screen, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { dispatchToastEvent } from '@/components/ui/toast-store';
import { createQueryClient } from '@/lib/query-client';
import { stubApi } from '@/test-utils';
import { panelCandidate, panelPayload } from './panel.fixtures';
import { renderPanelPage as render } from './panel-test-render';
import { usePanelExport } from './use-panel-export';

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

/** A stand-in for the report window, recording the order of events. */
function fakeWindow(events: string[]) {
  const win = {
    document: { open: vi.fn(), write: vi.fn(), close: vi.fn() },
    focus: vi.fn(),
    setTimeout: vi.fn(),
  };
  const open = vi.spyOn(window, 'open').mockImplementation(() => {
    events.push('window.open');
    return win as unknown as Window;
  });
  return { win, open };
}

describe('Export Panel Briefing (docs/behaviour/review.md §2.6, §7)', () => {
  it('logs the export before opening the briefing, then reloads the admin data', async () => {
    const events: string[] = [];
    const { win } = fakeWindow(events);
    const { fetchMock, queryClient } = render(panelPayload([amina], []), {
      'POST /api/export-logs': () => {
        events.push('export-log');
        return Response.json(
          { id: 'x', jobId: 'job-1', panelSize: 1, exportedAt: '', durationHours: 1 },
          { status: 201 },
        );
      },
    });
    queryClient.setQueryData(['/api/admin/users'], []);
    queryClient.setQueryData(['/api/jobs'], []);
    fireEvent.click(await screen.findByRole('button', { name: 'Export Panel Briefing (PDF)' }));
    expect(events).toEqual(['export-log', 'window.open']);
    const log = fetchMock.mock.calls.find(([url]) => url === '/api/export-logs')!;
    expect(JSON.parse(String(log[1]?.body))).toEqual({ jobId: 'job-1', panelSize: 1 });
    expect(String(win.document.write.mock.calls[0]?.[0])).toContain('<h3>1. Amina Otieno</h3>');
    await waitFor(() => expect(queryClient.getQueryState(['/api/admin/users'])?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(['/api/jobs'])?.isInvalidated).toBe(false);
  });

  it('goes on with the export when the log fails, only warning', async () => {
    const events: string[] = [];
    const { open } = fakeWindow(events);
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(panelPayload([amina], []), {
      'POST /api/export-logs': () => new Response('down', { status: 503 }),
    });
    fireEvent.click(await screen.findByRole('button', { name: 'Export Panel Briefing (PDF)' }));
    expect(open).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(warn).toHaveBeenCalled());
  });

  it('alerts when popups are blocked', async () => {
    vi.spyOn(window, 'open').mockReturnValue(null);
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    render(panelPayload([amina], []), { 'POST /api/export-logs': () => Response.json({}, { status: 201 }) });
    fireEvent.click(await screen.findByRole('button', { name: 'Export Panel Briefing (PDF)' }));
    expect(alert).toHaveBeenCalledWith('Please allow popups to export PDF');
  });
});

describe('usePanelExport', () => {
  it('does nothing for an empty panel', () => {
    const fetchMock = stubApi({});
    const open = vi.spyOn(window, 'open');
    const queryClient = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => usePanelExport('job-1'), { wrapper });
    result.current(panelPayload([], [amina]));
    expect(fetchMock).not.toHaveBeenCalled();
    expect(open).not.toHaveBeenCalled();
  });
});
