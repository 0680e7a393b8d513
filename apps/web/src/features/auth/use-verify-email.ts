import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY, type CurrentUser } from '@/lib/auth';

/** POST /api/verify-email: uses the mailed link; answers the signed-in user. */
export function verifyEmail(token: string): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/verify-email', { token });
}

/** Confirms the address; on success the cached current user becomes the answer (signed in). */
export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: verifyEmail,
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user),
  });
}
