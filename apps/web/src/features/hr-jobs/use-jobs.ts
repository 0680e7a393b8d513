import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Job } from './job';

/** Query key of the job list; also the prefix of every single-job key, so one invalidation refreshes both. */
export const JOBS_QUERY_KEY = ['/api/jobs'] as const;

/** GET /api/jobs (newest first, every status) through the default query function. */
export function jobsQueryOptions() {
  return queryOptions<Job[]>({ queryKey: JOBS_QUERY_KEY });
}

/** The organisation's jobs: the stat card counts the active ones, the drafts list shows the drafts. */
export function useJobs() {
  return useQuery(jobsQueryOptions());
}
