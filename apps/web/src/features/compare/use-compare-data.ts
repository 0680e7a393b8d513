import { useQueries, useQuery } from '@tanstack/react-query';
import type { ComparisonResult } from '@sauti/core/contract/comparison';
import type { JobView } from '@sauti/core/contract/jobs';
import type { CandidateDetailPayload } from '@sauti/core/contract/review-views';
import { apiRequest } from '@/lib/api-client';
import { candidateDetailQueryOptions, reviewKey } from '@/api/review';
import { MIN_COMPARED } from './compare-rules';

/** The part of GET /api/jobs/{jobId} the comparison shows. */
export type ComparedJob = Pick<JobView, 'id' | 'title'>;

/**
 * Everything the comparison shows: the job (GET /api/jobs/{jobId}, docs/behaviour/review.md §7), each candidate's
 * detail (one call per session id) and the comparative analysis. The analysis is requested once,
 * and only once at least 2 candidates have loaded (docs/behaviour/review.md §5); it always names every session id
 * of the link, so its query key never changes while the other candidates arrive.
 */
export function useCompareData(jobId: string, sessionIds: readonly string[]) {
  const job = useQuery({
    queryKey: ['/api/jobs', jobId],
    queryFn: () => apiRequest<ComparedJob>('GET', `/api/jobs/${encodeURIComponent(jobId)}`),
  });
  const details = useQueries({
    queries: sessionIds.map((id) => candidateDetailQueryOptions(jobId, id)),
  });
  const loaded: CandidateDetailPayload[] = details.flatMap((d) => (d.data ? [d.data] : []));
  const analysis = useQuery({
    queryKey: [...reviewKey(jobId), 'compare', sessionIds.join(',')],
    queryFn: () =>
      apiRequest<ComparisonResult>('POST', `/api/jobs/${encodeURIComponent(jobId)}/compare-candidates`, {
        sessionIds,
      }),
    enabled: loaded.length >= MIN_COMPARED,
  });
  return {
    job,
    candidates: loaded,
    /** Still waiting for some candidate. */
    candidatesPending: details.some((d) => d.isPending),
    /** Session ids whose detail could not be loaded. */
    failedIds: sessionIds.filter((_, i) => details[i]?.isError),
    analysis,
  };
}
