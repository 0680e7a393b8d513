import { useMutation } from '@tanstack/react-query';
import type { AccountMessage, ChangePasswordInput } from '@sauti/core/contract/auth';
import { apiRequest } from '@/lib/api-client';

/** POST /api/change-password. */
export function changePassword(change: ChangePasswordInput): Promise<AccountMessage> {
  return apiRequest<AccountMessage>('POST', '/api/change-password', change);
}

/** Changes the signed-in user's password. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
