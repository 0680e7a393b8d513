import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/reset-password: sets a new password from the link's token. */
export function resetPassword(input: { token: string; newPassword: string }): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', '/api/reset-password', input);
}

/** Sets a new password from a reset link. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
