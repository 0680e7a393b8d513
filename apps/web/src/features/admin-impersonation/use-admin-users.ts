import { queryOptions, useQuery } from '@tanstack/react-query';

/** A row of GET /api/admin/users (accounts API). */
export type AdminUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  createdAt: string | null;
  lastSignInAt: string | null;
  isAdmin: boolean;
  organisationDomain: string | null;
};

/** GET /api/admin/users through the default query function; loaded once here (docs/behaviour/platform.md §7). */
export function adminUsersQueryOptions() {
  return queryOptions<AdminUser[]>({ queryKey: ['/api/admin/users'] });
}

/** All users, for the admin. */
export function useAdminUsers() {
  return useQuery(adminUsersQueryOptions());
}
