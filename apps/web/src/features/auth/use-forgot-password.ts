import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';

/** POST /api/forgot-password; the answer is not read (docs/behaviour/platform.md §7). */
export async function requestPasswordReset(email: string): Promise<void> {
  await apiRequest('POST', '/api/forgot-password', { email });
}

/** Asks for a reset link. */
export function useForgotPassword() {
  return useMutation({ mutationFn: requestPasswordReset });
}
