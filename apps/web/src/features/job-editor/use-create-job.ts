import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Job } from '@/api/jobs';
import type { JobPayload } from './job-form';
import { JOBS_QUERY_KEY } from '@/api/jobs';

/** What POST /api/jobs takes: the job fields, its status and the editor session's draft key. */
export type CreateJobRequest = JobPayload & { status: 'draft' | 'active'; clientDraftKey: string };

/**
 * POST /api/jobs. The server answers the same job again for a repeated `clientDraftKey`, so a
 * double click never creates two jobs.
 */
export function createJob(request: CreateJobRequest): Promise<Job> {
  return apiRequest<Job>('POST', '/api/jobs', request);
}

/** Creates a job (draft or active) and refreshes the job list. */
export function useCreateJob() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createJob,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: JOBS_QUERY_KEY }),
  });
}
