import { queryOptions, useQuery } from '@tanstack/react-query';

/** A job as GET /api/jobs lists it; home only counts them. */
export type JobSummary = { id: string; title?: string; status?: string; createdAt?: string };

/** GET /api/jobs through the default query function. */
export function jobsQueryOptions() {
  return queryOptions<JobSummary[]>({ queryKey: ['/api/jobs'] });
}

/** The caller's jobs; their number decides the home view (docs/behaviour/platform.md §2.4). */
export function useJobs() {
  return useQuery(jobsQueryOptions());
}
