import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { switchIdentity, type CurrentUser } from '@/lib/auth';

/** POST /api/admin/impersonate/{userId}: answers the user now being viewed as. */
export function impersonate(userId: string): Promise<{ user: CurrentUser }> {
  return apiRequest<{ user: CurrentUser }>('POST', `/api/admin/impersonate/${encodeURIComponent(userId)}`);
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
