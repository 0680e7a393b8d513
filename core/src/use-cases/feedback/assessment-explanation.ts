import { DomainError } from '../../domain/errors.js';
import type { Job } from '../../domain/job.js';
import type { AssessmentExplanation } from '../../contract/candidate-feedback.js';
import type { JobRepository } from '../../ports/job-repository.js';
import { enabledPillars } from '../evaluation/evaluation-input.js';
import { INTERVIEW_NOT_FOUND_MESSAGE } from '../jobs/get-public-job.js';

/** "How your interview is assessed" of a job: its enabled criteria with their weights, and the retention. */
export function explainAssessment(job: Job, retention: string | null): AssessmentExplanation {
  return {
    jobId: job.id,
    jobTitle: job.title,
    companyName: job.companyName,
    criteria: enabledPillars(job).map((p) => ({
      label: p.label,
      weight: p.weight,
      description: p.description,
    })),
    retention,
  };
}

/**
 * GET /api/public/jobs/{id}/assessment (no sign-in; docs/behaviour/interview.md §18). The
 * explanation the intake links to, for a job that is open or was (archived): a candidate's
 * receipt links to it after the job may have closed. A draft is NOT_FOUND like a missing job.
 * It is not held back for an invitation-only job: that setting turns away floods of interviews,
 * and what the candidate is assessed on is theirs to read.
 */
export class GetAssessmentExplanation {
  constructor(private readonly deps: { jobs: JobRepository; retention: string | null }) {}

  async execute(jobId: string): Promise<AssessmentExplanation> {
    const job = await this.deps.jobs.findById(jobId);
    if (!job || job.status === 'draft') throw new DomainError('NOT_FOUND', INTERVIEW_NOT_FOUND_MESSAGE);
    return explainAssessment(job, this.deps.retention);
  }
}
