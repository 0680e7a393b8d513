import { queryOptions, useQuery } from '@tanstack/react-query';
import { RECENT_ACTIVITY_SIZES, type RecentActivityItem } from '@sauti/core/contract/home';

/** A recent activity item (docs/behaviour/platform.md §3): the server's own type. */
export type { RecentActivityItem };

/** GET /api/recent-activity through the default query function. */
export function recentActivityQueryOptions() {
  return queryOptions<RecentActivityItem[]>({ queryKey: ['/api/recent-activity'] });
}

/** The home Recent Activity list. */
export function useRecentActivity() {
  return useQuery(recentActivityQueryOptions());
}

/** The longer list "View All Activity" opens, asked for only once it is opened. */
export function useAllActivity(enabled: boolean) {
  return useQuery<RecentActivityItem[]>({
    queryKey: [`/api/recent-activity?limit=${RECENT_ACTIVITY_SIZES.all}`],
    enabled,
  });
}
