import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /api/dashboard-stats (platform spec §3). */
export type DashboardStats = {
  totalJobs: number;
  totalSessions: number;
  completedSessions: number;
  inProgressSessions: number;
  totalEvaluations: number;
  averageScore: number | null;
};

/** GET /api/dashboard-stats through the default query function. */
export function dashboardStatsQueryOptions() {
  return queryOptions<DashboardStats>({ queryKey: ['/api/dashboard-stats'] });
}

/** The home stat cards' numbers. */
export function useDashboardStats() {
  return useQuery(dashboardStatsQueryOptions());
}
