import { useMutation } from '@tanstack/react-query';
import type { CriteriaConfig } from '@sauti/core/domain/criteria';
import { apiRequest } from '@/lib/api-client';

/** What the criteria generator reads. */
export type GenerateCriteriaRequest = {
  jobId: string;
  jobTitle: string;
  jobDescription: string;
  skills: string[];
};

/** POST /api/jobs/{id}/generate-criteria: criteria suggested for a saved job. */
export function generateCriteria({
  jobId,
  ...body
}: GenerateCriteriaRequest): Promise<{ criteriaConfig: CriteriaConfig; source: string }> {
  return apiRequest('POST', `/api/jobs/${encodeURIComponent(jobId)}/generate-criteria`, body);
}

/** Asks the server for criteria for a job that already has an id. */
export function useGenerateCriteria() {
  return useMutation({ mutationFn: generateCriteria });
}
