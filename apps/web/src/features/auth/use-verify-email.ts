import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConfirmAccountInput, PendingRegistrationView } from '@sauti/core/contract/accounts';
import { apiRequest } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY, type CurrentUser } from '@/lib/auth';

/** POST /api/verify-email/check: whose link it is (address and names), or why it no longer works. */
export function checkVerifyLink(token: string): Promise<PendingRegistrationView> {
  return apiRequest<PendingRegistrationView>('POST', '/api/verify-email/check', { token });
}

/** Reads the link once when the page opens. */
export function useCheckVerifyLink() {
  return useMutation({ mutationFn: checkVerifyLink });
}

/** POST /api/verify-email: uses the mailed link with the password chosen on the page; answers the signed-in user. */
export function confirmAccount(input: ConfirmAccountInput): Promise<CurrentUser> {
  return apiRequest<CurrentUser>('POST', '/api/verify-email', input);
}

/** Creates the account; on success the cached current user becomes the answer (signed in). */
export function useConfirmAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAccount,
    onSuccess: (user) => queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user),
  });
}
