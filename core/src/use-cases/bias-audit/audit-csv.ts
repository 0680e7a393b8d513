import type { AuditRateView, AuditRowView, BiasAuditView } from '../../contract/bias-audit.js';
import type { SpreadsheetColumn, SpreadsheetTable } from '../../ports/spreadsheet-writer.js';
import { AUDIT_BANDS, MIN_GROUP_SIZE } from '../../rules/bias-audit.js';
import { safeCell, type SpreadsheetValue } from '../../rules/spreadsheet-cell.js';

/** What a row says when it gives no rate. */
export const TOO_SMALL_NOTE = `Too small: fewer than ${MIN_GROUP_SIZE} candidates`;
/** What a count cell reads for fewer than 5 (none included). */
export const FEWER_THAN_MIN = `<${MIN_GROUP_SIZE}`;
export const TOO_FEW_SCORED_NOTE = `Fewer than ${MIN_GROUP_SIZE} scored: no scoring rate`;
export const UNKNOWN_LABEL = 'Unknown (not answered or prefer not to say)';

const text = (header: string): SpreadsheetColumn => ({ header, kind: 'text' });
const number = (header: string): SpreadsheetColumn => ({ header, kind: 'number' });

/** The audit's columns, in the shape of a Local Law 144 summary of results (docs/behaviour/review.md §13). */
export const AUDIT_COLUMNS: SpreadsheetColumn[] = [
  text('Table'),
  text('Group'),
  number('Candidates'),
  number('Scored'),
  number('Above median'),
  text('Scoring rate'),
  text('Scoring impact ratio'),
  text('Scoring ratio exact'),
  text('Scoring flag'),
  ...AUDIT_BANDS.map((band) => text(`${band} share`)),
  number('Hired'),
  text('Selection rate'),
  text('Selection impact ratio'),
  text('Selection ratio exact'),
  text('Selection flag'),
  text('Note'),
];

const flag = (rate: AuditRateView | null) => (rate?.flagged ? 'Below 0.80' : null);

function rowCells(table: string, row: AuditRowView): SpreadsheetValue[] {
  const { scoring, selection, bands } = row;
  const note = row.tooSmall ? TOO_SMALL_NOTE : scoring ? null : TOO_FEW_SCORED_NOTE;
  return [
    table,
    row.label,
    row.candidates ?? FEWER_THAN_MIN,
    scoring?.of ?? null,
    scoring?.count ?? null,
    scoring?.rate ?? null,
    scoring?.impactRatio ?? null,
    scoring?.impactRatioExact ?? null,
    flag(scoring),
    ...AUDIT_BANDS.map((band) => bands?.shares.find((s) => s.band === band)?.rate ?? null),
    selection?.count ?? null,
    selection?.rate ?? null,
    selection?.impactRatio ?? null,
    selection?.impactRatioExact ?? null,
    flag(selection),
    note,
  ];
}

/**
 * The audit as one sheet: a first row for the whole selection (period, job, median score), then
 * each table's groups and its unknown count. Every text cell passes the formula-injection rule
 * (an option label is typed by a member).
 */
export function auditTable(view: BiasAuditView): SpreadsheetTable {
  const empty = AUDIT_COLUMNS.map(() => null);
  const selection: SpreadsheetValue[] = [...empty];
  selection[0] = 'Selection';
  selection[1] = view.job ? view.job.title : `Every job of ${view.organisation.name}`;
  selection[2] = view.candidates;
  selection[3] = view.scored;
  selection[AUDIT_COLUMNS.findIndex((c) => c.header === 'Hired')] = view.hired;
  selection[AUDIT_COLUMNS.length - 1] =
    `Interviews completed ${view.from} to ${view.to} (UTC); median score ${view.medianScore ?? 'none (nobody scored)'}`;
  const rows: SpreadsheetValue[][] = [selection];
  for (const table of view.tables) {
    for (const row of table.rows) rows.push(rowCells(table.label, row));
    const unknown: SpreadsheetValue[] = [...empty];
    unknown[0] = table.label;
    unknown[1] = UNKNOWN_LABEL;
    unknown[2] = table.unknown ?? FEWER_THAN_MIN;
    unknown[AUDIT_COLUMNS.length - 1] = 'Left out of the rates';
    rows.push(unknown);
  }
  return {
    sheetName: 'Bias audit',
    columns: AUDIT_COLUMNS.map((c) => ({ ...c, header: String(safeCell(c.header)) })),
    rows: rows.map((r) => r.map(safeCell)),
  };
}
