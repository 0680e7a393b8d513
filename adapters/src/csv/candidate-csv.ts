import { CsvError, parse } from 'csv-parse/sync';
import {
  MAX_INVITATION_CSV_LINES,
  MAX_INVITATION_ROWS,
  type RawCandidateRow,
} from '@sauti/core/contract/candidate-invitations';
import { DomainError } from '@sauti/core/domain/errors';

/** Said when no header row names the three columns. */
export const CSV_HEADER_MESSAGE =
  'The first row must name the columns: name, and email or phone or both (e.g. "name,email,phone" or "name,phone").';
/** Said when the list has more rows than one request may invite. */
export const CSV_TOO_MANY_ROWS_MESSAGE = `At most ${MAX_INVITATION_ROWS} candidates at a time: split the list.`;

/** Said when the list has more lines than any list of MAX_INVITATION_ROWS rows needs. */
export const CSV_TOO_MANY_LINES_MESSAGE = `The CSV has more than ${MAX_INVITATION_CSV_LINES.toLocaleString('en')} lines: remove blank lines, or invite at most ${MAX_INVITATION_ROWS} candidates at a time.`;

/** True when `text` has more than `max` line breaks (CRLF, LF or CR), counted without allocating. */
function hasMoreLinesThan(text: string, max: number): boolean {
  let lines = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 10 || (c === 13 && text.charCodeAt(i + 1) !== 10)) {
      if (++lines > max) return true;
    }
  }
  return false;
}

/** Header spellings spreadsheets and ATS exports use for each column, compared without case, spaces or punctuation. */
const HEADER_NAMES: Record<keyof RawCandidateRow, readonly string[]> = {
  name: ['name', 'fullname', 'candidatename', 'candidate', 'nom', 'jina'],
  email: ['email', 'emailaddress', 'mail', 'candidateemail', 'courriel'],
  phone: [
    'phone',
    'phonenumber',
    'mobile',
    'mobilenumber',
    'telephone',
    'tel',
    'cell',
    'cellphone',
    'candidatephone',
  ],
  // Optional: the applicant tracking system's own id of the candidate, as its exports name it.
  externalReference: [
    'externalreference',
    'externalid',
    'reference',
    'ref',
    'candidateid',
    'applicantid',
    'atsid',
    'applicationid',
  ],
};

const headerKey = (cell: string) => cell.toLowerCase().replace(/[^a-z]/g, '');

/**
 * Which column index holds each field (-1: no such column); throws VALIDATION_FAILED when name is
 * missing or both email and phone are (a list of numbers only is invited by SMS).
 */
function columnsOf(header: readonly string[]): Record<keyof RawCandidateRow, number> {
  const find = (field: keyof RawCandidateRow) =>
    header.findIndex((cell) => HEADER_NAMES[field].includes(headerKey(cell)));
  const columns = {
    name: find('name'),
    email: find('email'),
    phone: find('phone'),
    externalReference: find('externalReference'),
  };
  if (columns.name < 0 || (columns.email < 0 && columns.phone < 0)) {
    throw new DomainError('VALIDATION_FAILED', CSV_HEADER_MESSAGE, { field: 'csv' });
  }
  return columns;
}

/**
 * A pasted or uploaded CSV of candidates as numbered rows for InviteCandidates
 * (docs/behaviour/interview.md §15). Tolerates a BOM, quoted fields (with commas and line breaks
 * inside), CRLF, `;` or tab separators (spreadsheets in many locales), blank lines, extra columns
 * and common header spellings. Row numbers are the rows a spreadsheet shows (the header is row 1,
 * a quoted cell with line breaks is one row). Errors: VALIDATION_FAILED for an unreadable file, a missing header, too many lines (MAX_INVITATION_CSV_LINES, checked before parsing) or too many rows.
 */
export function parseCandidateCsv(text: string): Array<{ row: number; raw: RawCandidateRow }> {
  // Before parsing: its cost grows with the records, and blank ones cost most (one member's list
  // of blank lines held the server's event loop for 9 s).
  if (hasMoreLinesThan(text, MAX_INVITATION_CSV_LINES)) {
    throw new DomainError('VALIDATION_FAILED', CSV_TOO_MANY_LINES_MESSAGE, { field: 'csv' });
  }
  let records: string[][];
  try {
    records = parse(text, {
      bom: true,
      delimiter: [',', ';', '\t'],
      relax_column_count: true,
      // Blank lines are kept (and skipped below) so each record's number is its spreadsheet row.
      skip_empty_lines: false,
      trim: true,
    });
  } catch (error) {
    if (!(error instanceof CsvError)) throw error;
    const line = (error as CsvError & { lines?: number }).lines;
    throw new DomainError(
      'VALIDATION_FAILED',
      `The CSV could not be read${line ? ` near line ${line}` : ''}: check its quotes.`,
      { field: 'csv' },
    );
  }
  const [header, ...rows] = records;
  if (!header) throw new DomainError('VALIDATION_FAILED', CSV_HEADER_MESSAGE, { field: 'csv' });
  const columns = columnsOf(header);
  const data = rows
    .map((record, index) => ({ record, row: index + 2 }))
    .filter(({ record }) => record.some((cell) => cell !== ''));
  if (data.length > MAX_INVITATION_ROWS) {
    throw new DomainError('VALIDATION_FAILED', CSV_TOO_MANY_ROWS_MESSAGE, { field: 'csv' });
  }
  return data.map(({ record, row }) => ({
    row,
    raw: {
      name: record[columns.name],
      email: columns.email >= 0 ? record[columns.email] : undefined,
      phone: columns.phone >= 0 ? record[columns.phone] : undefined,
      ...(columns.externalReference >= 0 ? { externalReference: record[columns.externalReference] } : {}),
    },
  }));
}
