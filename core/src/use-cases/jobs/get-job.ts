import type { JobRepository } from '../../ports/job-repository.js';
import type { Actor } from '../accounts/tenancy.js';
import { findJobOfActor, withQuestions } from './job-access.js';
import type { JobWithQuestions } from './job-access.js';

/** GET /api/jobs/{id}. */
export class GetJob {
  constructor(private readonly deps: { jobs: JobRepository }) {}

  /** The job with its questions. Errors: NOT_FOUND (missing or another organisation's). */
  async execute(actor: Actor, id: string): Promise<JobWithQuestions> {
    return withQuestions(this.deps.jobs, await findJobOfActor(this.deps.jobs, actor, id));
  }
}
