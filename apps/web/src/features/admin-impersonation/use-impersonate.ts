import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { IdentitySwitchAnswer } from '@sauti/core/contract/accounts';
import { switchIdentity } from '@/lib/auth';

/** POST /api/admin/impersonate/{userId} with why (kept in the audit): answers the user now being viewed as. */
export function impersonate({
  userId,
  reason,
}: {
  userId: string;
  reason: string;
}): Promise<IdentitySwitchAnswer> {
  return apiRequest<IdentitySwitchAnswer>('POST', `/api/admin/impersonate/${encodeURIComponent(userId)}`, {
    reason,
  });
}

/** Starts viewing as another user; on success the cache switches to that user (docs/behaviour/platform.md §4). */
export function useImpersonate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: impersonate,
    onSuccess: async (answer) => {
      await switchIdentity(queryClient);
      return answer;
    },
  });
}
