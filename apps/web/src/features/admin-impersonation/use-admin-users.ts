import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdminUserRecord } from '@sauti/core/contract/analytics';

/** GET /api/admin/users through the default query function; loaded once here (docs/behaviour/platform.md §7). */
export function adminUsersQueryOptions() {
  return queryOptions<AdminUserRecord[]>({ queryKey: ['/api/admin/users'] });
}

/** All users, for the admin. */
export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}
