import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ListedJob } from './job';

/** Query key of the job list (every status), also the prefix of single-job keys. */
export const JOBS_QUERY_KEY = ['/api/jobs'] as const;

/** GET /api/jobs through the default query function. */
export function jobsQueryOptions() {
  return queryOptions<ListedJob[]>({ queryKey: JOBS_QUERY_KEY });
}

/** The organisation's jobs, split into tabs by status on the dashboard. */
export function useJobs() {
  return useQuery(jobsQueryOptions());
}
