import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { JobStatus } from '@/api/jobs';
import type { ListedJob } from './job';
import { JOBS_QUERY_KEY } from '@/api/jobs';

/** PATCH /api/jobs/{id} with only a status: archive (active → archived) or restore (archived → active). */
export function changeJobStatus({ id, status }: { id: string; status: JobStatus }): Promise<ListedJob> {
  return apiRequest<ListedJob>('PATCH', `/api/jobs/${encodeURIComponent(id)}`, { status });
}

/** Archives or restores a job, then reloads the job list. */
export function useChangeJobStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeJobStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
  });
}
