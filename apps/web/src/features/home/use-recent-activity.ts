import { queryOptions, useQuery } from '@tanstack/react-query';

/** A recent activity item (docs/behaviour/platform.md §3). */
export type RecentActivityItem = {
  id: string;
  type: string;
  candidateName: string | null;
  jobTitle: string | null;
  timestamp: string;
  status: 'completed' | 'in-progress' | 'pending' | 'active';
  score: number | null;
};

/** GET /api/recent-activity through the default query function. */
export function recentActivityQueryOptions() {
  return queryOptions<RecentActivityItem[]>({ queryKey: ['/api/recent-activity'] });
}

/** The home Recent Activity list. */
export function useRecentActivity() {
  return useQuery(recentActivityQueryOptions());
}
