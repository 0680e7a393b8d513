import type { JobStatus } from '../../domain/job.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { Actor } from '../accounts/tenancy.js';
import { organisationOf } from './job-access.js';
import type { JobWithQuestions } from './job-access.js';

/** GET /api/jobs. */
export class ListJobs {
  constructor(private readonly deps: { jobs: JobRepository }) {}

  /** The organisation's jobs, newest first, all statuses unless `status` is given. */
  async execute(actor: Actor, status?: JobStatus): Promise<JobWithQuestions[]> {
    const jobs = await this.deps.jobs.listByOrganisation(organisationOf(actor), status);
    // Two queries whatever the number of jobs: the jobs, then all their questions at once.
    const questions = await this.deps.jobs.listQuestionsOfJobs(jobs.map((job) => job.id));
    return jobs.map((job) => ({ job, questions: questions.get(job.id) ?? [] }));
  }
}
