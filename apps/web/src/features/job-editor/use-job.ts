import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Job } from '@/api/jobs';
import { JOBS_QUERY_KEY } from '@/api/jobs';

/** GET /api/jobs/{id}. */
export function fetchJob(id: string): Promise<Job> {
  return apiRequest<Job>('GET', `/api/jobs/${encodeURIComponent(id)}`);
}

/**
 * One job, read fresh each time (staleTime 0): the editor must load what the server holds now,
 * not a copy cached before the last save.
 */
export function jobQueryOptions(id: string) {
  return queryOptions({ queryKey: [...JOBS_QUERY_KEY, id], queryFn: () => fetchJob(id), staleTime: 0 });
}
