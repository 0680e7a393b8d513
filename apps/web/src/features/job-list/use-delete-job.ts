import type { Acknowledged } from '@sauti/core/contract/acknowledgement';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { JOBS_QUERY_KEY } from '@/api/jobs';

/** DELETE /api/jobs/{id}: drafts only; the server refuses any other job. */
export function deleteJob(id: string): Promise<Acknowledged> {
  return apiRequest<Acknowledged>('DELETE', `/api/jobs/${encodeURIComponent(id)}`);
}

/** Permanently deletes a draft, then reloads the job list. */
export function useDeleteJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
  });
}
