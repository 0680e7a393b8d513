import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CriteriaConfig } from '@sauti/core/domain/criteria';
import { apiRequest } from '@/lib/api-client';
import type { Job, JobStatus } from '@/api/jobs';
import type { JobPayload } from './job-form';
import { JOBS_QUERY_KEY } from '@/api/jobs';

/** What PATCH /api/jobs/{id} takes: any subset of the job fields, or only a status. */
export type JobChanges = Partial<JobPayload> & { status?: JobStatus; criteriaConfig?: CriteriaConfig };

/** PATCH /api/jobs/{id}. */
export function updateJob({ id, changes }: { id: string; changes: JobChanges }): Promise<Job> {
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
