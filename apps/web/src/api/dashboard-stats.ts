import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@sauti/core/contract/home';

/** GET /api/dashboard-stats (docs/behaviour/platform.md §3): the server's own type. */
export type { DashboardStats };

/** GET /api/dashboard-stats through the default query function. */
export function dashboardStatsQueryOptions() {
  return queryOptions<DashboardStats>({ queryKey: ['/api/dashboard-stats'] });
}

/** The home stat cards' numbers. */
export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
