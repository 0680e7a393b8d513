import type { JobStatus } from '../../domain/job.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { Actor } from '../accounts/tenancy.js';
import { organisationOf, withQuestions } from './job-access.js';
import type { JobWithQuestions } from './job-access.js';

/** GET /api/jobs. */
export class ListJobs {
  constructor(private readonly deps: { jobs: JobRepository }) {}

  /** The organisation's jobs, newest first, all statuses unless `status` is given. */
  async execute(actor: Actor, status?: JobStatus): Promise<JobWithQuestions[]> {
    const jobs = await this.deps.jobs.listByOrganisation(organisationOf(actor), status);
    return Promise.all(jobs.map((job) => withQuestions(this.deps.jobs, job)));
  }
}
