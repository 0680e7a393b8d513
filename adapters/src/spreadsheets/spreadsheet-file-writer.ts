import type { SpreadsheetFormat } from '@sauti/core/contract/exports';
import type { SpreadsheetTable, SpreadsheetWriter } from '@sauti/core/ports/spreadsheet-writer';
import { csvFile } from './csv-file.js';
import { xlsxFile } from './xlsx-file.js';

/** The export writer: CSV by csv-stringify, XLSX by exceljs (docs/behaviour/review.md §11). */
export class SpreadsheetFileWriter implements SpreadsheetWriter {
  async write(table: SpreadsheetTable, format: SpreadsheetFormat): Promise<Uint8Array> {
    return format === 'csv' ? csvFile(table) : xlsxFile(table);
  }
}
