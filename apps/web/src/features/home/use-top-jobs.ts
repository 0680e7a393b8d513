import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TopJob } from '@sauti/core/contract/home';

/** A top job row (docs/behaviour/platform.md §3): the server's own type; averageScore is out of 100. */
export type { TopJob };

/** GET /api/top-jobs through the default query function. */
export function topJobsQueryOptions() {
  return queryOptions<TopJob[]>({ queryKey: ['/api/top-jobs'] });
}

/** The home Top Performing Jobs list. */
export function useTopJobs() {
  return useQuery(topJobsQueryOptions());
}
