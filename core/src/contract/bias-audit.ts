import { z } from 'zod';
import { checkPeriod, dayField } from './day-range.js';
import { TEXT_LIMITS } from './limits.js';

/**
 * The bias audit (docs/behaviour/review.md §13): its query and the one view the screen, the
 * printable report, the CSV and the API all present, so each says the same figures.
 */

const queryShape = {
  jobId: z.string().min(1).max(TEXT_LIMITS.id).optional(),
  from: dayField('from'),
  to: dayField('to'),
};
/**
 * ?jobId=&from=&to= of GET /api/bias-audit (and its export): one job or, without jobId, every job
 * of the organisation; interviews completed from `from` to `to`, both whole UTC days included.
 * Without dates: the last 365 days up to today.
 */
export const biasAuditQuerySchema = z.object(queryShape).superRefine(checkPeriod);
export type BiasAuditQuery = z.output<typeof biasAuditQuerySchema>;
export type BiasAuditQueryInput = z.input<typeof biasAuditQuerySchema>;

/** ?format=csv of the export. */
export const biasAuditExportQuerySchema = z
  .object({ ...queryShape, format: z.literal('csv', { error: 'format must be csv' }) })
  .superRefine(checkPeriod);

/** A rate and its comparison with the highest group's, as every presentation shows them. */
export interface AuditRateView {
  /** Above the median (scoring) or hired (selection). */
  count: number;
  /** Scored candidates (scoring) or candidates (selection). */
  of: number;
  /** '60.0%', one decimal. */
  rate: string;
  /** The exact fraction, lowest terms: '3/5'. */
  rateExact: string;
  /** Two decimals, truncated so it never reads higher than it is: '0.79'; null when every rate is 0. */
  impactRatio: string | null;
  impactRatioExact: string | null;
  /** Below 0.80. */
  flagged: boolean;
}

export interface AuditBandView {
  band: string;
  count: number;
  rate: string;
}

export interface AuditRowView {
  key: string;
  label: string;
  /**
   * The group's candidates; null for fewer than 5 (none included), which are not counted out
   * loud: a count that small, or a zero beside it, can point at a person.
   */
  candidates: number | null;
  /** Fewer than 5 candidates: nothing else is given. */
  tooSmall: boolean;
  /** Null when too small, or fewer than 5 of the group were scored. */
  scoring: AuditRateView | null;
  bands: { of: number; shares: AuditBandView[] } | null;
  selection: AuditRateView | null;
}

export interface AuditTableView {
  id: string;
  label: string;
  kind: 'dimension' | 'intersection';
  rows: AuditRowView[];
  /** Unanswered or "Prefer not to say": counted, left out of the rates; null for fewer than 5. */
  unknown: number | null;
}

/** GET /api/bias-audit. */
export interface BiasAuditView {
  organisation: { name: string; domain: string };
  /** Null for every job of the organisation. */
  job: { id: string; title: string } | null;
  /** The period, both days included (UTC). */
  from: string;
  to: string;
  generatedAt: string;
  candidates: number;
  scored: number;
  hired: number;
  /** The median score of every scored candidate, '72' or '72.5'; null when none was scored. */
  medianScore: string | null;
  tables: AuditTableView[];
  /** The rules the figures follow, for the report's notes. */
  method: { minGroupSize: number; flagBelow: string; definitions: string };
}
