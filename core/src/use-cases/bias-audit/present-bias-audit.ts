import type { AuditRateView, AuditTableView, BiasAuditView } from '../../contract/bias-audit.js';
import {
  AUDIT_BANDS,
  IMPACT_RATIO_THRESHOLD,
  MIN_GROUP_SIZE,
  type AuditRow,
  type BiasAudit,
  type RateFigures,
} from '../../rules/bias-audit.js';
import { percentText, truncatedDecimal, type Fraction } from '../../rules/exact-fraction.js';

/** How the figures are defined, word for word in the report, the CSV's notes and the API. */
export const AUDIT_DEFINITIONS =
  'Scoring rate: the share of a group’s scored candidates whose overall score is above the median ' +
  'score of every scored candidate in the selection (NYC Local Law 144 rules, 6 RCNY 5-300). ' +
  'Band shares: how a group’s scored candidates spread over Strong Hire, Hire, Maybe and No Hire. ' +
  'Selection rate: the share of a group’s candidates recorded as hired. Impact ratio: a group’s rate ' +
  'divided by the highest rate among the groups shown; below 0.80 it is flagged. Groups with fewer ' +
  `than ${MIN_GROUP_SIZE} candidates (or fewer than ${MIN_GROUP_SIZE} scored) show no rate and are ` +
  'not compared. Candidates who did not answer, or preferred not to say, are counted as unknown and ' +
  'left out of the rates. Ratios are cut, never rounded up, to two decimals.';

const exact = (f: Fraction) => `${f.numerator}/${f.denominator}`;

function rateView(f: RateFigures | null): AuditRateView | null {
  if (!f) return null;
  return {
    count: f.count,
    of: f.of,
    rate: percentText(f.rate),
    rateExact: exact(f.rate),
    impactRatio: f.impactRatio ? truncatedDecimal(f.impactRatio, 2) : null,
    impactRatioExact: f.impactRatio ? exact(f.impactRatio) : null,
    flagged: f.flagged,
  };
}

function rowView(row: AuditRow) {
  return {
    key: row.key,
    label: row.label,
    candidates: row.tooSmall ? null : row.candidates,
    tooSmall: row.tooSmall,
    scoring: rateView(row.scoring),
    bands: row.bands
      ? {
          of: row.bands.of,
          shares: AUDIT_BANDS.map((band) => ({
            band,
            count: row.bands!.counts[band],
            rate: percentText(row.bands!.rates[band]),
          })),
        }
      : null,
    selection: rateView(row.selection),
  };
}

/** What the audit is about, besides its figures. */
export interface AuditHeading {
  organisation: BiasAuditView['organisation'];
  job: BiasAuditView['job'];
  from: string;
  to: string;
  generatedAt: Date;
}

/** The one view of an audit (docs/behaviour/review.md §13), its tables in `order`. */
export function presentBiasAudit(
  audit: BiasAudit,
  order: readonly string[],
  heading: AuditHeading,
): BiasAuditView {
  const byId = new Map(audit.tables.map((t) => [t.id, t]));
  const tables = order.flatMap((id): AuditTableView[] => {
    const t = byId.get(id);
    return t
      ? [
          {
            id: t.id,
            label: t.label,
            kind: t.kind,
            rows: t.rows.map(rowView),
            unknown: t.unknown < MIN_GROUP_SIZE ? null : t.unknown,
          },
        ]
      : [];
  });
  const median = audit.median?.value;
  return {
    ...heading,
    generatedAt: heading.generatedAt.toISOString(),
    candidates: audit.candidates,
    scored: audit.scored,
    hired: audit.hired,
    medianScore: median ? truncatedDecimal(median, median.denominator === 1 ? 0 : 1) : null,
    tables,
    method: {
      minGroupSize: MIN_GROUP_SIZE,
      flagBelow: truncatedDecimal(IMPACT_RATIO_THRESHOLD, 2),
      definitions: AUDIT_DEFINITIONS,
    },
  };
}
