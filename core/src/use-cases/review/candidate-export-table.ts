import type { CandidateSession, HiringOutcome } from '../../domain/candidate-session.js';
import type { Pillar } from '../../domain/criteria.js';
import type { EvaluatorDescription } from '../../rules/evaluator-label.js';
import type { SpreadsheetColumn, SpreadsheetTable } from '../../ports/spreadsheet-writer.js';
import { NOT_SCORED_LABEL } from '../../rules/answer-scores.js';
import { CHANNEL_LABELS, type InterviewChannel } from '../../rules/interview-channel.js';
import type { PhoneCallStats } from '../../rules/phone-call-cost.js';
import { singleLine } from '../../rules/plain-text.js';
import { bandFor } from '../../rules/recommendation.js';
import { safeCell, type SpreadsheetValue } from '../../rules/spreadsheet-cell.js';
import { candidateReviewLink } from '../admin-analytics/candidate-notification-mail.js';
import type { CriteriaMatch } from './criteria-match.js';

/** One candidate to export: the session, whether it has an evaluation, and its match (null: not scored). */
export interface ExportedCandidate {
  session: CandidateSession;
  evaluated: boolean;
  match: CriteriaMatch | null;
  /** Who made the evaluation (null: not evaluated): 'Built-in scoring, …' or the model's name. */
  evaluator: EvaluatorDescription | null;
  /** Web page or phone call (rules/interview-channel.ts); 'web' when not given. */
  channel?: InterviewChannel;
  /** The interview's phone calls and their estimate (rules/phone-call-cost.ts); none for a web interview. */
  calls?: PhoneCallStats | null;
}

/** What the export columns say when there is no band (docs/behaviour/review.md §11). */
export const AWAITING_EVALUATION = 'Awaiting evaluation';

const OUTCOME_LABELS: Readonly<Record<HiringOutcome, string>> = {
  hired: 'Hired',
  rejected: 'Rejected',
  considering: 'Considering',
};

/**
 * The columns: identity (with the applicant tracking system's id), status and scores, one per enabled
 * criterion of the job, outcome, date, link, who made the scores (docs/behaviour/review.md §16),
 * how the interview was taken (Web or Phone, docs/behaviour/interview.md §20) and what its calls
 * took and are estimated to have cost (empty for a web interview; the cost empty without a rate).
 */
function columnsOf(pillars: readonly Pillar[]): SpreadsheetColumn[] {
  return [
    { header: 'Name', kind: 'text' },
    { header: 'Email', kind: 'text' },
    { header: 'Phone', kind: 'text' },
    { header: 'External reference', kind: 'text' },
    { header: 'Status', kind: 'text' },
    { header: 'Overall score', kind: 'number' },
    { header: 'Recommendation', kind: 'text' },
    { header: 'Match', kind: 'text' },
    ...pillars.map((p): SpreadsheetColumn => ({ header: `${p.label} score`, kind: 'number' })),
    { header: 'Hiring outcome', kind: 'text' },
    { header: 'Completed', kind: 'date' },
    { header: 'Review link', kind: 'link' },
    { header: 'Scored by', kind: 'text' },
    { header: 'Channel', kind: 'text' },
    { header: 'Call minutes', kind: 'number' },
    { header: 'Estimated call cost', kind: 'number' },
    { header: 'Call cost currency', kind: 'text' },
  ];
}

/** A name, email or phone on one line: a line break or NUL typed into the intake cannot split a row. */
const line = (text: string | null): string | null => (text === null ? null : singleLine(text));

function bandOf(c: ExportedCandidate): string {
  if (!c.evaluated) return AWAITING_EVALUATION;
  return c.match ? bandFor(c.match.overallScore, c.match.matchLevel) : NOT_SCORED_LABEL;
}

function rowOf(c: ExportedCandidate, pillars: readonly Pillar[], publicUrl: string): SpreadsheetValue[] {
  const { session, match } = c;
  return [
    line(session.candidateName),
    line(session.candidateEmail),
    line(session.candidatePhone),
    session.externalReference,
    session.completedAt ? 'Completed' : 'In progress',
    match?.overallScore ?? null,
    bandOf(c),
    match?.matchLevel ?? (c.evaluated ? NOT_SCORED_LABEL : AWAITING_EVALUATION),
    ...pillars.map((p) => match?.pillarScores[p.id] ?? null),
    session.hiringOutcome ? OUTCOME_LABELS[session.hiringOutcome] : null,
    session.completedAt?.toISOString() ?? null,
    candidateReviewLink(publicUrl, session.jobId, session.id),
    c.evaluator?.label ?? null,
    CHANNEL_LABELS[c.channel ?? 'web'],
    c.calls?.minutes ?? null,
    c.calls?.estimatedCost?.amount ?? null,
    c.calls?.estimatedCost?.currency ?? null,
  ];
}

/**
 * The sheet of an export, one row per candidate in the order given, every header and value made
 * safe for a spreadsheet program (formula triggers neutralised; numbers stay numbers).
 */
export function candidateExportTable(input: {
  sheetName: string;
  pillars: readonly Pillar[];
  candidates: readonly ExportedCandidate[];
  publicUrl: string;
}): SpreadsheetTable {
  const columns = columnsOf(input.pillars).map((c) => ({ ...c, header: String(safeCell(c.header)) }));
  return {
    sheetName: input.sheetName,
    columns,
    rows: input.candidates.map((c) => rowOf(c, input.pillars, input.publicUrl).map(safeCell)),
  };
}
