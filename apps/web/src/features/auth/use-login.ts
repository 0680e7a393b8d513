import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY, type CurrentUser } from '@/lib/auth';

/** What the sign-in form sends. */
export type Credentials = { email: string; password: string };

/** POST /api/login: answers the signed-in user. */
export function login(credentials: Credentials): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/login', credentials);
}

/** Signs in; on success the cached current user becomes the answer (docs/behaviour/platform.md §4). */
export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: login,
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user),
  });
}
