import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import type { Job } from '@/api/jobs';
import type { CreateJobInput } from '@sauti/core/contract/jobs';
import { JOBS_QUERY_KEY } from '@/api/jobs';

/**
 * POST /api/jobs. The server answers the same job again for a repeated `clientDraftKey`, so a
 * double click never creates two jobs.
 */
export function createJob(request: CreateJobInput): Promise<Job> {
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
