import { stringify } from 'csv-stringify/sync';
import type { SpreadsheetTable } from '@sauti/core/ports/spreadsheet-writer';

/**
 * A table as RFC 4180 CSV: CRLF between records, a field quoted when it holds a comma, a quote or
 * a line break (quotes doubled), empty for null. A UTF-8 byte-order mark comes first: without it
 * Excel reads the file in the machine's code page and garbles names with accents.
 */
export function csvFile(table: SpreadsheetTable): Uint8Array {
  const text = stringify([table.columns.map((c) => c.header), ...table.rows], {
    bom: true,
    record_delimiter: 'windows',
  });
  return new TextEncoder().encode(text);
}
