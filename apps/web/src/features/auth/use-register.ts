import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY, type CurrentUser } from '@/lib/auth';

/** What the registration form sends (accounts API). */
export type Registration = { email: string; password: string; firstName: string; lastName: string };

/** POST /api/register: creates the account, signs it in and answers the user. */
export function register(registration: Registration): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/register', registration);
}

/** Registers; on success the cached current user becomes the answer (spec §4). */
export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: register,
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user),
  });
}
