import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SetupInput, SetupStatusView } from '@sauti/core/contract/setup';
import { apiRequest, getQueryFn, isApiError } from '@/lib/api-client';
import { CURRENT_USER_QUERY_KEY, type CurrentUser } from '@/lib/auth';

export const SETUP_QUERY_KEY = ['/api/setup'] as const;

/** GET /api/setup: `{open: true}` while the installation has no administrator, null once it has one (404). */
export function useSetupStatus() {
  return useQuery({
    queryKey: SETUP_QUERY_KEY,
    queryFn: async (context) => {
      try {
        return await getQueryFn<SetupStatusView>({ on401: 'throw' })(context);
      } catch (error) {
        if (isApiError(error) && error.status === 404) return null;
        throw error;
      }
    },
  });
}

/** POST /api/setup: the administrator is created and signed in; the cached current user becomes it. */
export function useCompleteSetup() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SetupInput) => apiRequest<CurrentUser>('POST', '/api/setup', input),
    onSuccess: (user) => {
      queryClient.setQueryData(CURRENT_USER_QUERY_KEY, user);
      queryClient.setQueryData(SETUP_QUERY_KEY, null);
    },
  });
}
