import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import type { CurrentUserView } from '@sauti/core/contract/accounts';
import { getQueryFn } from './api-client';

/**
 * The signed-in user as `GET /api/user`, login, verify-email and impersonation answer it (the
 * contract's CurrentUserView), read tolerantly: beyond who the user is, any field may be absent, as
 * in answers of older servers (an absent `membership` reads as a member).
 */
export type CurrentUser = Pick<CurrentUserView, 'id' | 'email' | 'firstName' | 'lastName'> &
  Partial<Omit<CurrentUserView, 'id' | 'email' | 'firstName' | 'lastName'>>;

/** True while the account waits for (or was refused) a colleague's approval: HR screens are closed. */
export function isOutsideOrganisation(user: Pick<CurrentUser, 'membership'> | null | undefined): boolean {
  return user?.membership === 'pending' || user?.membership === 'refused';
}

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

/** "First Last", or null when the user has neither name set. */
export function displayName(user: Pick<CurrentUser, 'firstName' | 'lastName'>): string | null {
  const name = [user.firstName, user.lastName].filter(Boolean).join(' ').trim();
  return name === '' ? null : name;
}

/**
 * Switches the cache to another identity (impersonation start or end): drops every cached answer
 * of the previous identity, then reloads the current user. Without the drop, screens would keep
 * showing the previous identity's jobs, since cached data never goes stale (docs/behaviour/platform.md §7).
 */
export async function switchIdentity(queryClient: QueryClient): Promise<void> {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== CURRENT_USER_QUERY_KEY[0] });
  await queryClient.refetchQueries({ queryKey: CURRENT_USER_QUERY_KEY });
}
