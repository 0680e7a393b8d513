import { DomainError } from '../../domain/errors.js';
import type { Job, JobQuestion } from '../../domain/job.js';
import type { JobRepository } from '../../ports/job-repository.js';
import { assertSameOrganisation } from '../accounts/tenancy.js';
import type { Actor } from '../accounts/tenancy.js';

/** A job with its stored questions (stable ids), as the HR screens read it. */
export interface JobWithQuestions {
  job: Job;
  questions: JobQuestion[];
}

/** The message of NOT_FOUND for a job that does not exist or belongs to another organisation. */
export const JOB_NOT_FOUND_MESSAGE = 'Job not found';

/**
 * The job `id` of the actor's organisation. Another organisation's job is NOT_FOUND, exactly like
 * a missing one, so job ids of other tenants cannot be probed.
 */
export async function findJobOfActor(jobs: JobRepository, actor: Actor, id: string): Promise<Job> {
  const job = await jobs.findById(id);
  if (!job) throw new DomainError('NOT_FOUND', JOB_NOT_FOUND_MESSAGE);
  assertSameOrganisation(actor, job.organisationId, 'Job');
  return job;
}

/** The actor's organisation id; FORBIDDEN for a legacy account without one (it owns no jobs). */
export function organisationOf(actor: Actor): string {
  if (!actor.organisationId) throw new DomainError('FORBIDDEN', 'Your account has no organisation.');
  return actor.organisationId;
}

/** The job with its questions in order. */
export async function withQuestions(jobs: JobRepository, job: Job): Promise<JobWithQuestions> {
  return { job, questions: await jobs.listQuestions(job.id) };
}
