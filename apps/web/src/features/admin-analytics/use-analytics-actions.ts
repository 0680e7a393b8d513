import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateUserInput, CurrentUserView } from '@sauti/core/contract/accounts';
import type { NotificationsResult, TestEmailResult } from '@sauti/core/contract/analytics';
import { apiRequest } from '@/lib/api-client';
import { ADMIN_USERS_QUERY_KEY } from './use-analytics-queries';

/** POST /api/admin/create-user; on success the users list reloads (docs/behaviour/platform.md §7). */
export function useCreateAccount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (account: CreateUserInput) =>
      apiRequest<CurrentUserView>('POST', '/api/admin/create-user', account),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ADMIN_USERS_QUERY_KEY }),
  });
}

/** POST /api/test-email-notification: sends the sample email. */
export function useSendTestEmail() {
  return useMutation({
    mutationFn: () => apiRequest<TestEmailResult>('POST', '/api/test-email-notification'),
  });
}

/** POST /api/admin/send-candidate-notifications: emails users about their recent candidates. */
export function useSendCandidateNotifications() {
  return useMutation({
    mutationFn: () => apiRequest<NotificationsResult>('POST', '/api/admin/send-candidate-notifications'),
  });
}
