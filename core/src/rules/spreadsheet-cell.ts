/**
 * What may go into one cell of an exported spreadsheet (docs/behaviour/review.md §11). Candidates
 * type their own names, emails and phone numbers, so every text cell is hostile input to the
 * spreadsheet program HR opens it with.
 */

/**
 * Leading characters that make Excel, LibreOffice or Google Sheets read a cell as a formula (tab
 * and carriage return too: some programs strip them and read what follows), per OWASP's
 * "CSV Injection" guidance.
 */
export const FORMULA_TRIGGERS: readonly string[] = ['=', '+', '-', '@', '\t', '\r'];

/** The prefix that makes a spreadsheet program read the rest as plain text. */
export const NEUTRALISING_PREFIX = "'";

/** A cell value: numbers stay numbers so they sort and sum; null is an empty cell. */
export type SpreadsheetValue = string | number | null;

/**
 * Characters no spreadsheet cell can hold: C0 controls other than tab, line feed and carriage
 * return (XML 1.0, the text of an XLSX file, forbids them; a NUL ends a string in many programs),
 * U+FFFE and U+FFFF.
 */
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const FORBIDDEN = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
/** A half of a surrogate pair without its other half: not a character, so not valid XML either. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * Text made safe for a cell: characters a cell cannot hold are dropped (a lone surrogate becomes
 * U+FFFD), then text that would start like a formula gets a leading single quote. Text that needs
 * neither is returned unchanged.
 */
export function neutraliseText(text: string): string {
  const clean = text.replace(FORBIDDEN, '').replace(LONE_SURROGATE, '\uFFFD');
  return FORMULA_TRIGGERS.some((trigger) => clean.startsWith(trigger)) ? NEUTRALISING_PREFIX + clean : clean;
}

/** A cell value made safe: text through `neutraliseText`; numbers (finite ones) and null as they are. */
export function safeCell(value: SpreadsheetValue): SpreadsheetValue {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  return value === null ? null : neutraliseText(value);
}
