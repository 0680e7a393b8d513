import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY } from '@/lib/auth';

/** POST /api/logout. */
export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/logout');
}

/** Signs out; on success every cached answer goes and the current user becomes null (docs/behaviour/platform.md §4). */
export function useLogout() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: logout,
    onSuccess: () => {
      queryClient.clear();
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, null);
    },
  });
}
