import { useQueryClient, type Query } from '@tanstack/react-query';
import type { ExportLogResult, PanelPayload } from '@sauti/core/contract/review-views';
import { apiRequest } from '@/lib/api-client';
import { formatDate } from '@/lib/review/display';
import { openPrintWindow } from '@/lib/print-window';
import { buildPanelBriefingHtml } from './panel-briefing-html';

/** Admin users and admin analytics: the queries an export log changes (docs/behaviour/review.md §7). */
export function isAdminQuery(query: Pick<Query, 'queryKey'>): boolean {
  const [head] = query.queryKey;
  return typeof head === 'string' && head.startsWith('/api/admin');
}

/**
 * The Export Panel Briefing action (docs/behaviour/review.md §2.6, §7). Nothing happens for an empty panel.
 * Otherwise POST /api/export-logs {jobId, panelSize} is sent first; its failure is only logged
 * and, once it settles, the admin queries reload. The briefing window opens right after the log
 * is sent, without waiting for its answer: a window opened after an await is no longer tied to
 * the click and popup blockers stop it. A blocked popup gives the 'Please allow popups' alert.
 */
export function usePanelExport(jobId: string) {
  const queryClient = useQueryClient();
  return (payload: PanelPayload): void => {
    if (payload.panel.length === 0) return;
    void apiRequest<ExportLogResult>('POST', '/api/export-logs', { jobId, panelSize: payload.panel.length })
      .catch((error: unknown) => console.warn('Export log failed; the export goes on.', error))
      .finally(() => queryClient.invalidateQueries({ predicate: isAdminQuery }));
    openPrintWindow(
      `Panel Briefing - ${payload.job.title}`,
      buildPanelBriefingHtml(payload, formatDate(new Date().toISOString())),
    );
  };
}
