import type { CandidateSession } from '../../domain/candidate-session.js';
import { latestStartFirst } from './job-review.js';

/** What the panel builder's order reads: the session and its latest overall score. */
export interface PanelOrderRow {
  session: Pick<CandidateSession, 'id' | 'startedAt'>;
  /** Null when the interview was not scored. */
  overallScore: number | null;
}

/**
 * The panel builder's order, in both columns (docs/behaviour/review.md §2.6): best score first,
 * not scored last, then the latest start, then the id so pages are stable. The SQL adapter
 * reproduces it (review-page-sql.ts) and the contract tests hold the two together.
 */
export function panelOrder(a: PanelOrderRow, b: PanelOrderRow): number {
  return (b.overallScore ?? -1) - (a.overallScore ?? -1) || latestStartFirst(a.session, b.session);
}
