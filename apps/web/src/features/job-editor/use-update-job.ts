import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateJobInput } from '@sauti/core/contract/jobs';
import { apiRequest } from '@/lib/api-client';
import type { Job } from '@/api/jobs';
import { JOBS_QUERY_KEY } from '@/api/jobs';

/** PATCH /api/jobs/{id}: any subset of the job fields, or only a status. */
export function updateJob({ id, changes }: { id: string; changes: UpdateJobInput }): Promise<Job> {
  return apiRequest<Job>('PATCH', `/api/jobs/${encodeURIComponent(id)}`, changes);
}

/** Saves changes to a job (fields, criteria, or publishing a draft) and refreshes the job list. */
export function useUpdateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
  });
}
