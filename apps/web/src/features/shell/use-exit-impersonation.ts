import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { switchIdentity, type CurrentUser } from '@/lib/auth';

/** POST /api/admin/exit-impersonation: answers the admin again. */
export function exitImpersonation(): Promise<{ user: CurrentUser }> {
  return apiRequest<{ user: CurrentUser }>('POST', '/api/admin/exit-impersonation');
}

/** Ends impersonation; on success the cache is switched back to the admin (docs/behaviour/platform.md §4). */
export function useExitImpersonation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exitImpersonation,
    onSuccess: () => switchIdentity(queryClient),
  });
}
