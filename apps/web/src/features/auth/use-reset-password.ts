import { useMutation } from '@tanstack/react-query';
import type { AccountMessage, ResetPasswordInput } from '@sauti/core/contract/auth';
import { apiRequest } from '@/lib/api-client';

/** POST /api/reset-password: sets a new password from the link's token. */
export function resetPassword(input: ResetPasswordInput): Promise<AccountMessage> {
  return apiRequest<AccountMessage>('POST', '/api/reset-password', input);
}

/** Sets a new password from a reset link. */
export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
