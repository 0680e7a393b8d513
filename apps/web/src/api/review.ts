import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  CandidateDetailPayload,
  DashboardPayload,
  OverviewPayload,
  PanelPayload,
} from '@sauti/core/contract/review-views';
import type {
  OverviewQuery as ParsedOverviewQuery,
  PanelQuery as ParsedPanelQuery,
} from '@sauti/core/contract/review';
import { apiRequest } from '@/lib/api-client';

/** Every review query of a job starts with this key, so one invalidation refreshes them all. */
export function reviewKey(jobId: string) {
  return ['review', jobId] as const;
}

const job = (jobId: string) => `/api/jobs/${encodeURIComponent(jobId)}`;

/** Query of the candidates overview (docs/behaviour/review.md §2.3): any part of the server's parsed query. */
export type OverviewQuery = Partial<ParsedOverviewQuery>;

/** The query string of a review list's query: its set values, in order ('' when none). */
function queryString(query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return params.toString();
}

/** GET /api/jobs/{jobId}/candidates-v2 with search, filter, sort and paging done by the server. */
export function useOverview(jobId: string, query: OverviewQuery = {}) {
  const qs = queryString(query);
  return useQuery({
    queryKey: [...reviewKey(jobId), 'overview', qs],
    queryFn: () => apiRequest<OverviewPayload>('GET', `${job(jobId)}/candidates-v2${qs ? `?${qs}` : ''}`),
    placeholderData: (previous) => previous,
  });
}

/**
 * The query of one candidate's detail, for `useQueries` over several candidates (comparison);
 * {@link useCandidateDetail} uses the same key, so both share the cache.
 */
export function candidateDetailQueryOptions(jobId: string, sessionId: string) {
  return queryOptions({
    queryKey: [...reviewKey(jobId), 'detail', sessionId],
    queryFn: () =>
      apiRequest<CandidateDetailPayload>(
        'GET',
        `${job(jobId)}/candidates-v2/${encodeURIComponent(sessionId)}`,
      ),
  });
}

/** GET /api/jobs/{jobId}/candidates-v2/{sessionId} (docs/behaviour/review.md §2.4). */
export function useCandidateDetail(jobId: string, sessionId: string, enabled = true) {
  return useQuery({ ...candidateDetailQueryOptions(jobId, sessionId), enabled });
}

/** Query of the panel builder's Available column: any part of the server's parsed query. */
export type PanelQuery = Partial<ParsedPanelQuery>;

/**
 * GET /api/jobs/{jobId}/panel (docs/behaviour/review.md §2.6): the whole panel and one page of the
 * available candidates, searched by the server. The previous page stays on screen while the next
 * one loads, so typing in the search box does not blank the column.
 */
export function useReviewPanel(jobId: string, query: PanelQuery = {}) {
  // Offset 0 is the server's default: the first page's address stays /panel.
  const qs = queryString({ ...query, offset: query.offset || undefined });
  return useQuery({
    queryKey: [...reviewKey(jobId), 'panel', qs],
    queryFn: () => apiRequest<PanelPayload>('GET', `${job(jobId)}/panel${qs ? `?${qs}` : ''}`),
    placeholderData: (previous) => previous,
  });
}

/** The legacy dashboard's poll interval (docs/behaviour/review.md §9). */
export const DASHBOARD_POLL_MS = 5000;

/**
 * The query of one page of the legacy dashboard, GET /api/jobs/{jobId}/dashboard?t={timestamp},
 * polled every 5 s (docs/behaviour/review.md §2.2, §7); for `useQueries` when several pages are shown.
 */
export function jobResultsQuery(jobId: string, page: { offset: number; limit: number }) {
  return queryOptions({
    queryKey: [...reviewKey(jobId), 'dashboard', page.offset, page.limit],
    queryFn: async () => {
      const params = new URLSearchParams({
        t: String(Date.now()),
        offset: String(page.offset),
        limit: String(page.limit),
      });
      return apiRequest<DashboardPayload>('GET', `${job(jobId)}/dashboard?${params.toString()}`);
    },
    refetchInterval: DASHBOARD_POLL_MS,
    placeholderData: (previous: DashboardPayload | undefined) => previous,
  });
}

/** GET /api/jobs/{jobId}/dashboard?t={timestamp}, polled every 5 s (docs/behaviour/review.md §2.2, §7). */
export function useJobResults(jobId: string, page: { offset: number; limit: number }) {
  return useQuery(jobResultsQuery(jobId, page));
}
