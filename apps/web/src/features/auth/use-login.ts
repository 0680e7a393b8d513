import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { SignInInput } from '@sauti/core/contract/auth';
import { CURRENT_USER_QUERY_KEY, type CurrentUser } from '@/lib/auth';

/** POST /api/login: answers the signed-in user. */
export function login(credentials: SignInInput): Promise<CurrentUser> {
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
