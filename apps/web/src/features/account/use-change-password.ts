import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** What the change-password call sends. */
export type PasswordChange = { currentPassword: string; newPassword: string };

/** POST /api/change-password. */
export function changePassword(change: PasswordChange): Promise<{ message: string }> {
  return apiRequest<{ message: string }>('POST', '/api/change-password', change);
}

/** Changes the signed-in user's password. */
export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
