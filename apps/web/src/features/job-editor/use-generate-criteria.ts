import { useMutation } from '@tanstack/react-query';
import type { GenerateCriteriaInput, GeneratedCriteria } from '@sauti/core/contract/jobs';
import { apiRequest } from '@/lib/api-client';

/** POST /api/jobs/{id}/generate-criteria: criteria suggested for a saved job. */
export function generateCriteria({
  jobId,
  ...body
}: GenerateCriteriaInput & { jobId: string }): Promise<GeneratedCriteria> {
  return apiRequest<GeneratedCriteria>(
    'POST',
    `/api/jobs/${encodeURIComponent(jobId)}/generate-criteria`,
    body,
  );
}

/** Asks the server for criteria for a job that already has an id. */
export function useGenerateCriteria() {
  return useMutation({ mutationFn: generateCriteria });
}
