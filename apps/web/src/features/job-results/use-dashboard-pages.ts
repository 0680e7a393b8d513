import { useQueries } from '@tanstack/react-query';
import { useState } from 'react';
import type { DashboardCandidate } from '@sauti/core/contract/review-views';
import { jobResultsQuery } from '@/api/review';

/** Candidates fetched per page; "Load more" adds one page. */
export const DASHBOARD_PAGE_SIZE = 50;

/**
 * The legacy dashboard's pages, each polled every 5 s. The first page carries the job and stats;
 * the candidates of every loaded page are joined (a session listed twice because the list shifted
 * between polls is shown once).
 */
export function useDashboardPages(jobId: string) {
  const [pageCount, setPageCount] = useState(1);
  const results = useQueries({
    queries: Array.from({ length: pageCount }, (_, i) =>
      jobResultsQuery(jobId, { offset: i * DASHBOARD_PAGE_SIZE, limit: DASHBOARD_PAGE_SIZE }),
    ),
  });
  const first = results[0]!;
  const seen = new Set<string>();
  const candidates: DashboardCandidate[] = [];
  for (const result of results) {
    for (const candidate of result.data?.candidates ?? []) {
      if (seen.has(candidate.session.id)) continue;
      seen.add(candidate.session.id);
      candidates.push(candidate);
    }
  }
  const total = first.data?.page.total ?? 0;
  return {
    first,
    candidates,
    total,
    hasMore: pageCount * DASHBOARD_PAGE_SIZE < total,
    loadingMore: results.slice(1).some((result) => result.isPending),
    loadMore: () => setPageCount((count) => count + 1),
  };
}
