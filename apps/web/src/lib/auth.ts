import { queryOptions, useQuery } from '@tanstack/react-query';
import { getQueryFn } from './api-client';

/** The signed-in user as `GET /api/user` answers it (platform spec §3; further fields unspecified). */
export type CurrentUser = {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
};

/** Query key of the current user; also the path it is loaded from. */
export const CURRENT_USER_QUERY_KEY = ['/api/user'] as const;

/** The current user, or `null` when signed out (the API answers 401). */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: CURRENT_USER_QUERY_KEY,
    queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }),
  });
}

/** Loads the current user once; login, logout and impersonation update or clear this entry. */
export function useCurrentUser() {
  return useQuery(currentUserQueryOptions());
}
