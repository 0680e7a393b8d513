import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import type { SpreadsheetTable } from '@sauti/core/ports/spreadsheet-writer';
import { SpreadsheetFileWriter } from './spreadsheet-file-writer.js';

const table: SpreadsheetTable = {
  sheetName: 'Candidates',
  columns: [
    { header: 'Name', kind: 'text' },
    { header: 'Score', kind: 'number' },
    { header: 'Completed', kind: 'date' },
    { header: 'Review link', kind: 'link' },
  ],
  rows: [
    ['Baraka, "B"\nOmondi', 81.5, '2025-03-01T09:15:00.000Z', 'https://hire.example/jobs/j/candidates/s'],
    ["'=1+1", null, null, 'https://hire.example/jobs/j/candidates/t'],
  ],
};

describe('SpreadsheetFileWriter (docs/behaviour/review.md §11)', () => {
  it('writes RFC 4180 CSV: BOM, CRLF records, quotes only where needed, doubled inside', async () => {
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(
      await new SpreadsheetFileWriter().write(table, 'csv'),
    );
    expect(text).toBe(
      '\uFEFFName,Score,Completed,Review link\r\n' +
        '"Baraka, ""B""\nOmondi",81.5,2025-03-01T09:15:00.000Z,https://hire.example/jobs/j/candidates/s\r\n' +
        "'=1+1,,,https://hire.example/jobs/j/candidates/t\r\n",
    );
  });

  it('writes XLSX that reads back with numbers, real dates, links and text never as formulas', async () => {
    const workbook = new ExcelJS.Workbook();
    const bytes = await new SpreadsheetFileWriter().write(table, 'xlsx');
    await workbook.xlsx.load(Buffer.from(bytes) as unknown as ExcelJS.Buffer);
    const sheet = workbook.getWorksheet('Candidates')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'Name', 'Score', 'Completed', 'Review link']);
    const first = sheet.getRow(2);
    expect(first.getCell(1).value).toBe('Baraka, "B"\nOmondi');
    expect(first.getCell(2).value).toBe(81.5);
    expect(first.getCell(3).value).toEqual(new Date('2025-03-01T09:15:00.000Z'));
    expect(first.getCell(4).hyperlink).toBe('https://hire.example/jobs/j/candidates/s');
    const second = sheet.getRow(3);
    expect(second.getCell(1).type).toBe(ExcelJS.ValueType.String);
    expect(second.getCell(1).value).toBe("'=1+1");
    expect(second.getCell(2).value).toBeNull();
  });
});
