import type { SpreadsheetFormat } from '@sauti/core/contract/exports';
import type { SpreadsheetTable, SpreadsheetWriter } from '@sauti/core/ports/spreadsheet-writer';
import { csvFile } from './csv-file.js';

/** The export writer: CSV by csv-stringify, XLSX by exceljs (docs/behaviour/review.md §11). */
export class SpreadsheetFileWriter implements SpreadsheetWriter {
  async write(table: SpreadsheetTable, format: SpreadsheetFormat): Promise<Uint8Array> {
    if (format === 'csv') return csvFile(table);
    // exceljs is imported on the first XLSX export: loaded at start-up it is ~30 MiB of every
    // server's RSS for a download HR asks for now and then (docs/performance.md).
    const { xlsxFile } = await import('./xlsx-file.js');
    return xlsxFile(table);
  }
}
