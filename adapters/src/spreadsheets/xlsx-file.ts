import ExcelJS from 'exceljs';
import type { SpreadsheetColumnKind, SpreadsheetTable } from '@sauti/core/ports/spreadsheet-writer';
import type { SpreadsheetValue } from '@sauti/core/rules/spreadsheet-cell';

/** Column widths in characters, by kind; text columns fit their header or 18, whichever is wider. */
const WIDTHS: Readonly<Record<Exclude<SpreadsheetColumnKind, 'text'>, number>> = {
  number: 14,
  date: 18,
  link: 50,
};

/** How a cell value is written in its column: dates as dates, links as clickable links. */
function cellValue(kind: SpreadsheetColumnKind, value: SpreadsheetValue): ExcelJS.CellValue {
  if (value === null) return null;
  if (kind === 'date' && typeof value === 'string') return new Date(value);
  if (kind === 'link' && typeof value === 'string') return { text: value, hyperlink: value };
  return value;
}

/**
 * A table as an XLSX workbook of one sheet, header row bold and frozen. Text cells are always
 * written as strings (never as formulas), and core has already neutralised them.
 */
export async function xlsxFile(table: SpreadsheetTable): Promise<Uint8Array> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet(table.sheetName, { views: [{ state: 'frozen', ySplit: 1 }] });
  sheet.columns = table.columns.map((c) => ({
    header: c.header,
    width: c.kind === 'text' ? Math.max(18, c.header.length + 2) : WIDTHS[c.kind],
    style: c.kind === 'date' ? { numFmt: 'yyyy-mm-dd hh:mm' } : {},
  }));
  sheet.getRow(1).font = { bold: true };
  for (const row of table.rows) sheet.addRow(row.map((value, i) => cellValue(table.columns[i]!.kind, value)));
  return new Uint8Array(await workbook.xlsx.writeBuffer());
}
