import type { OverviewCandidate } from '../../contract/review-views.js';
import type { OverviewQuery } from '../../contract/review.js';

/** What search, filter and sort read of a candidate (an OverviewCandidate is one). */
export type OverviewRow = Pick<OverviewCandidate, 'session' | 'meetsAllCriteria' | 'partialMatch'> & {
  evaluation: { overallScore: number | null } | null;
};

/** What the search reads of a candidate: its name and email. */
export interface SearchableRow {
  session: { candidateName: string | null; candidateEmail: string | null };
}

/**
 * True when the candidate's name or email contains `search`, ignoring case (empty matches all):
 * the overview's and the panel builder's search.
 */
export function matchesSearch(candidate: SearchableRow, search: string): boolean {
  const needle = search.trim().toLowerCase();
  if (!needle) return true;
  const { candidateName, candidateEmail } = candidate.session;
  return [candidateName, candidateEmail].some((text) => (text ?? '').toLowerCase().includes(needle));
}

/** The overview filter: all, Strong Match only ('meets-all'), Partial Match only ('partial'). */
export function matchesFilter(candidate: OverviewRow, filter: OverviewQuery['filter']): boolean {
  if (filter === 'meets-all') return candidate.meetsAllCriteria;
  if (filter === 'partial') return candidate.partialMatch;
  return true;
}

const dateOf = (c: OverviewRow) => Date.parse(c.session.completedAt ?? c.session.startedAt);
const nameOf = (c: OverviewRow) => c.session.candidateName?.trim() ?? '';
const byId = (a: OverviewRow, b: OverviewRow) => a.session.id.localeCompare(b.session.id);

/** Orders of the overview; every order ends on the session id, so pages are stable. */
export const OVERVIEW_ORDER: Record<OverviewQuery['sort'], (a: OverviewRow, b: OverviewRow) => number> = {
  /** Overall score descending; not scored and unevaluated candidates last; then the latest interview. */
  score: (a, b) =>
    (b.evaluation?.overallScore ?? -1) - (a.evaluation?.overallScore ?? -1) ||
    dateOf(b) - dateOf(a) ||
    byId(a, b),
  /** Name A→Z ignoring case; nameless candidates last. */
  name: (a, b) => {
    const [x, y] = [nameOf(a), nameOf(b)];
    if (!x !== !y) return x ? -1 : 1;
    return x.localeCompare(y, 'en', { sensitivity: 'base' }) || byId(a, b);
  },
  /** Interview date (completion, else start) descending. */
  date: (a, b) => dateOf(b) - dateOf(a) || byId(a, b),
};
