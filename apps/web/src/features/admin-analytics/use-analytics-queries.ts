import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  AdminAnalytics,
  AdminUserRecord,
  AiLearningInsights,
  ReferrersReport,
} from '@sauti/core/contract/analytics';
import { isApiError } from '@/lib/api-client';

export type { AdminAnalytics, AdminUserRecord, AiLearningInsights, ReferrersReport };

/** The analytics screen refreshes its four loads this often (docs/behaviour/platform.md §9). */
export const ANALYTICS_POLL_MS = 30_000;

/** Query key of the users list; shared with the impersonation page, which loads it once. */
export const ADMIN_USERS_QUERY_KEY = ['/api/admin/users'] as const;

// Each key is the path it is loaded from (default query function, docs/behaviour/platform.md §7).
const polled = <T>(path: string) => queryOptions<T>({ queryKey: [path], refetchInterval: ANALYTICS_POLL_MS });

/** GET /api/admin/analytics, polled. */
export const useAdminAnalytics = () => useQuery(polled<AdminAnalytics>('/api/admin/analytics'));

/** GET /api/admin/users, polled while the analytics screen is open. */
export const useAnalyticsUsers = () =>
  useQuery(
    queryOptions<AdminUserRecord[]>({ queryKey: ADMIN_USERS_QUERY_KEY, refetchInterval: ANALYTICS_POLL_MS }),
  );

/** GET /api/admin/referrers, polled. */
export const useReferrers = () => useQuery(polled<ReferrersReport>('/api/admin/referrers'));

/** GET /api/admin/ai-learning-insights, polled. */
export const useAiLearningInsights = () =>
  useQuery(polled<AiLearningInsights>('/api/admin/ai-learning-insights'));

/** True when the server refused the call because the user is not an administrator. */
export const isForbidden = (error: unknown): boolean => isApiError(error) && error.status === 403;
