import type { JobRepository } from '../../ports/job-repository.js';
import type { PublicJobSummary } from '../../contract/public-jobs.js';

/** GET /api/public/jobs (no sign-in): the interview page without a job id. */
export class ListPublicJobs {
  constructor(private readonly deps: { jobs: JobRepository }) {}

  /** Every active job, newest first; drafts and archived jobs never appear. */
  async execute(): Promise<PublicJobSummary[]> {
    const jobs = await this.deps.jobs.listAll();
    return jobs
      .filter((job) => job.status === 'active' && !job.invitationOnly)
      .map((job) => ({
        id: job.id,
        title: job.title,
        description: job.description,
        language: job.language,
        // `questions` holds the texts kept in step with the job's question rows: no query per job.
        questionCount: job.questions.length,
      }));
  }
}
