import type { AuditRateView, AuditRowView } from '@sauti/core/contract/bias-audit';

/** What a group's row says instead of figures (docs/behaviour/review.md §13). */
export const TOO_SMALL = 'Too small: fewer than 5 candidates';

/** A count: under 5 (none included) it is not said exactly. */
export const countText = (candidates: number | null) =>
  candidates === null ? 'fewer than 5' : String(candidates);
export const TOO_FEW_SCORED = 'Fewer than 5 scored';
export const FLAG = 'Below 0.80';
export const UNKNOWN = 'Not answered or prefer not to say';

/** '60.0% (6 of 10)'. */
export const rateText = (r: AuditRateView) => `${r.rate} (${r.count} of ${r.of})`;

/** '0.62', or '–' when every rate shown is 0. */
export const ratioText = (r: AuditRateView) => r.impactRatio ?? '–';

/** The band shares of a row, in band order, or null. */
export const bandShares = (row: AuditRowView) => row.bands?.shares ?? null;
