import type { CandidateSession } from '../../domain/candidate-session.js';
import type { OverviewQuery } from '../../contract/review.js';
import { criteriaMatch, type CriteriaMatch } from './criteria-match.js';
import { isCompleted, type JobReview } from './job-review.js';
import { OVERVIEW_ORDER, matchesFilter, matchesSearch, type OverviewRow } from './overview-order.js';
import { presentReviewSession } from './present-session.js';

/** An overview row with the session it was made from. */
export type SourcedOverviewRow = OverviewRow & { source: CandidateSession };

/** The criteria match of every evaluated session of the job, by session id (null: not scored). */
export function matchesOfJob(review: JobReview): Map<string, CriteriaMatch | null> {
  return new Map([...review.latest.values()].map((e) => [e.sessionId, criteriaMatch(e, review.pillars)]));
}

/**
 * The completed candidates that pass the overview's search and filter, in its order
 * (docs/behaviour/review.md §2.3): what the screen pages through and what its export writes.
 */
export function matchingOverviewRows(
  review: JobReview,
  matches: ReadonlyMap<string, CriteriaMatch | null>,
  query: Pick<OverviewQuery, 'search' | 'filter' | 'sort'>,
): SourcedOverviewRow[] {
  return review.sessions
    .filter(isCompleted)
    .map((s): SourcedOverviewRow => {
      const match = matches.get(s.id);
      return {
        source: s,
        session: presentReviewSession(s),
        evaluation: review.latest.has(s.id) ? { overallScore: match?.overallScore ?? null } : null,
        meetsAllCriteria: match?.meetsAllCriteria ?? false,
        partialMatch: match?.partialMatch ?? false,
      };
    })
    .filter((c) => matchesSearch(c, query.search) && matchesFilter(c, query.filter))
    .sort(OVERVIEW_ORDER[query.sort]);
}
