import { z } from 'zod';
import { overviewQuerySchema } from './review.js';

/**
 * The spreadsheet exports of the HR review (docs/behaviour/review.md §11): the candidates overview
 * and the panel, as CSV or XLSX.
 */

/** The formats an export can be asked for. */
export const SPREADSHEET_FORMATS = ['csv', 'xlsx'] as const;
export type SpreadsheetFormat = (typeof SPREADSHEET_FORMATS)[number];

/** The Content-Type of each format (CSV in UTF-8, with a byte-order mark so Excel reads accents). */
export const SPREADSHEET_CONTENT_TYPES: Readonly<Record<SpreadsheetFormat, string>> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
};

const format = z.enum(SPREADSHEET_FORMATS, { error: `format must be ${SPREADSHEET_FORMATS.join(' or ')}` });

/** ?format=csv|xlsx of GET /api/jobs/{jobId}/panel/export. */
export const panelExportQuerySchema = z.object({ format });
export type PanelExportQuery = z.output<typeof panelExportQuerySchema>;

/**
 * ?format=&search=&filter=&sort= of GET /api/jobs/{jobId}/candidates/export: the overview's own
 * search, filter and sort (same messages), every matching candidate rather than one page.
 */
export const overviewExportQuerySchema = overviewQuerySchema
  .pick({ search: true, filter: true, sort: true })
  .extend({ format });
export type OverviewExportQuery = z.output<typeof overviewExportQuerySchema>;
/** What the overview's Export buttons send (search, filter and sort as on screen). */
export type OverviewExportInput = z.input<typeof overviewExportQuerySchema>;

/** An export ready to send: the bytes, their type and the name the browser saves them under. */
export interface SpreadsheetFile {
  fileName: string;
  contentType: string;
  body: Uint8Array;
}
