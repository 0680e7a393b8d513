import type { HiringOutcome } from '../../domain/candidate-session.js';
import type { HiringDecisionSource } from '../../domain/hiring-decision.js';
import type { LoggedHiringDecision } from '../../ports/regulator-records.js';
import type { SpreadsheetColumn, SpreadsheetTable } from '../../ports/spreadsheet-writer.js';
import { againstRecommendation } from '../../rules/decision-against-advice.js';
import { singleLine } from '../../rules/plain-text.js';
import { safeCell, type SpreadsheetValue } from '../../rules/spreadsheet-cell.js';

const OUTCOMES: Readonly<Record<HiringOutcome, string>> = {
  hired: 'Hired',
  rejected: 'Rejected',
  considering: 'Considering',
};
const outcomeText = (o: HiringOutcome | null) => (o ? OUTCOMES[o] : 'No decision');

function through(d: LoggedHiringDecision): string {
  const by: Record<HiringDecisionSource, string> = {
    screen: 'Review screen',
    api: `API key ${d.apiKeyId ?? ''}`.trim(),
    earlier: 'Recorded before the log began',
  };
  return by[d.source];
}

/** The log's columns (docs/behaviour/review.md §14): the decision, then the advice it met. */
export const DECISION_LOG_COLUMNS: SpreadsheetColumn[] = [
  { header: 'Decided at (UTC)', kind: 'date' },
  { header: 'Organisation', kind: 'text' },
  { header: 'Job', kind: 'text' },
  { header: 'Job id', kind: 'text' },
  { header: 'Candidate session', kind: 'text' },
  { header: 'Decision', kind: 'text' },
  { header: 'Previous decision', kind: 'text' },
  { header: 'Decided by', kind: 'text' },
  { header: 'Administrator acting as them', kind: 'text' },
  { header: 'Through', kind: 'text' },
  { header: 'Evaluation id', kind: 'text' },
  { header: 'Evaluator', kind: 'text' },
  { header: 'Overall score', kind: 'number' },
  { header: 'Recommendation', kind: 'text' },
  { header: 'Against the recommendation', kind: 'text' },
];

function row(d: LoggedHiringDecision): SpreadsheetValue[] {
  const against = againstRecommendation(d.outcome, d.recommendation);
  return [
    d.decidedAt.toISOString(),
    d.organisationDomain,
    singleLine(d.jobTitle),
    d.jobId,
    d.sessionId,
    outcomeText(d.outcome),
    outcomeText(d.previousOutcome),
    d.decidedByEmail,
    d.impersonatorUserId,
    through(d),
    d.evaluationId,
    d.evaluatorVersion,
    d.overallScore,
    d.recommendation ?? (d.evaluationId ? 'Not scored' : 'Not evaluated'),
    against === null ? null : against ? 'Yes' : 'No',
  ];
}

/** The decisions as one sheet, every text cell through the formula-injection rule. */
export function decisionLogTable(decisions: readonly LoggedHiringDecision[]): SpreadsheetTable {
  return {
    sheetName: 'Decisions',
    columns: DECISION_LOG_COLUMNS,
    rows: decisions.map((d) => row(d).map(safeCell)),
  };
}
