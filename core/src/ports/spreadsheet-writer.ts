import type { SpreadsheetFormat } from '../contract/exports.js';
import type { SpreadsheetValue } from '../rules/spreadsheet-cell.js';

/**
 * How a column's values are written: text as text, numbers as numbers, dates (ISO 8601 strings)
 * as dates where the format has them, links as clickable links where it has them.
 */
export type SpreadsheetColumnKind = 'text' | 'number' | 'date' | 'link';

export interface SpreadsheetColumn {
  header: string;
  kind: SpreadsheetColumnKind;
}

/**
 * One sheet of an export. Every value and header has already been made safe by core's
 * `safeCell` (docs/behaviour/review.md §11): a writer writes them as they are.
 */
export interface SpreadsheetTable {
  sheetName: string;
  columns: SpreadsheetColumn[];
  rows: SpreadsheetValue[][];
}

/** Turns a table into the bytes of a CSV (RFC 4180) or XLSX file. */
export interface SpreadsheetWriter {
  write(table: SpreadsheetTable, format: SpreadsheetFormat): Promise<Uint8Array>;
}
