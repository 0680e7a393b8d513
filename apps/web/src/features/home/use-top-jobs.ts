import { queryOptions, useQuery } from '@tanstack/react-query';

/** A top job row (docs/behaviour/platform.md §3); averageScore is out of 100. */
export type TopJob = { jobTitle: string; applicationCount: number; averageScore: number };

/** GET /api/top-jobs through the default query function. */
export function topJobsQueryOptions() {
  return queryOptions<TopJob[]>({ queryKey: ['/api/top-jobs'] });
}

/** The home Top Performing Jobs list. */
export function useTopJobs() {
  return useQuery(topJobsQueryOptions());
}
