import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { IdentitySwitchAnswer } from '@sauti/core/contract/accounts';
import { switchIdentity } from '@/lib/auth';

/** POST /api/admin/exit-impersonation: answers the admin again. */
export function exitImpersonation(): Promise<IdentitySwitchAnswer> {
  return apiRequest<IdentitySwitchAnswer>('POST', '/api/admin/exit-impersonation');
}

/** Ends impersonation; on success the cache is switched back to the admin (docs/behaviour/platform.md §4). */
export function useExitImpersonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exitImpersonation,
    onSuccess: () => switchIdentity(queryClient),
  });
}
