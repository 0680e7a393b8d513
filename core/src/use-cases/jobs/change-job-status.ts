import { DomainError } from '../../domain/errors.js';
import type { JobStatus } from '../../domain/job.js';
import type { Clock } from '../../ports/clock.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { Actor } from '../accounts/tenancy.js';
import { findJobOfActor, JOB_NOT_FOUND_MESSAGE, withQuestions } from './job-access.js';
import type { JobWithQuestions } from './job-access.js';
import { assertTransition, publishedAtAfter } from './job-status.js';

/** Publish, archive or restore a job (the status-only PATCH, and the CLI). */
export class ChangeJobStatus {
  constructor(private readonly deps: { jobs: JobRepository; clock: Clock }) {}

  /**
   * Moves the job to `status` along JOB_STATUS_TRANSITIONS; the current status is a no-op.
   * Errors: NOT_FOUND, INVALID_STATE.
   */
  async execute(actor: Actor, id: string, status: JobStatus): Promise<JobWithQuestions> {
    const { jobs, clock } = this.deps;
    const job = await findJobOfActor(jobs, actor, id);
    if (status === job.status) return withQuestions(jobs, job);
    assertTransition(job.status, status);
    const publishedAt = publishedAtAfter(job.status, status, job.publishedAt, clock.now());
    const updated = await jobs.update(id, { status, publishedAt });
    if (!updated) throw new DomainError('NOT_FOUND', JOB_NOT_FOUND_MESSAGE);
    return withQuestions(jobs, updated);
  }
}
