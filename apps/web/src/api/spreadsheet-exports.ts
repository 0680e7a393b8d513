import type { OverviewExportInput, SpreadsheetFormat } from '@sauti/core/contract/exports';

/** The overview's search, filter and sort as the export takes them (docs/behaviour/review.md §11). */
export type OverviewExportFilters = Omit<OverviewExportInput, 'format'>;

const job = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}`;

/** GET /api/jobs/{jobId}/candidates/export: the overview as on screen (empty search left out). */
export function overviewExportHref(
  jobId: string,
  format: SpreadsheetFormat,
  filters: OverviewExportFilters = {},
): string {
  const params = new URLSearchParams({ format });
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, String(value));
  return `${job(jobId)}/candidates/export?${params.toString()}`;
}

/** GET /api/jobs/{jobId}/panel/export: the panel's members. */
export function panelExportHref(jobId: string, format: SpreadsheetFormat): string {
  return `${job(jobId)}/panel/export?format=${format}`;
}
