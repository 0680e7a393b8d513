import { DomainError } from '../../domain/errors.js';
import type { JobUpdate } from '../../domain/job.js';
import type { Clock } from '../../ports/clock.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { UpdateJobRequest } from '../../contract/jobs.js';
import type { Actor } from '../accounts/tenancy.js';
import { findJobOfActor, JOB_NOT_FOUND_MESSAGE, withQuestions } from './job-access.js';
import type { JobWithQuestions } from './job-access.js';
import { assertTransition, publishedAtAfter } from './job-status.js';
import { assertLanguageServed, type LanguageSupport } from './job-language.js';

/** The message of a PATCH that names no field the job has. */
export const NOTHING_TO_UPDATE_MESSAGE = 'Nothing to update: send at least one job field.';

/** PATCH /api/jobs/{id}: any subset of the job's fields, or only a status. */
export class UpdateJob {
  constructor(private readonly deps: { jobs: JobRepository; clock: Clock; languages: LanguageSupport }) {}

  /**
   * Applies the fields given (parsed at the edge with the contract's updateJobSchema). Questions replace the whole list; a question keeps its id when
   * its position and text are unchanged. A status change must be one of JOB_STATUS_TRANSITIONS
   * (publishing stamps publishedAt); the status check runs before anything is written.
   * Errors: NOT_FOUND, VALIDATION_FAILED for an empty update or a language this installation
   * cannot serve (a job keeping its language is never refused), INVALID_STATE.
   */
  async execute(actor: Actor, id: string, input: UpdateJobRequest): Promise<JobWithQuestions> {
    const { jobs, clock } = this.deps;
    const job = await findJobOfActor(jobs, actor, id);
    const { questions, ...fields } = input;
    const given = Object.entries(fields).filter(([, value]) => value !== undefined);
    if (given.length === 0 && !questions)
      throw new DomainError('VALIDATION_FAILED', NOTHING_TO_UPDATE_MESSAGE);
    if (fields.language && fields.language !== job.language)
      assertLanguageServed(fields.language, this.deps.languages);
    const now = clock.now();
    const update: JobUpdate = Object.fromEntries(given);
    if (fields.status && fields.status !== job.status) {
      assertTransition(job.status, fields.status);
      update.publishedAt = publishedAtAfter(job.status, fields.status, job.publishedAt, now);
    }
    if (questions) await jobs.replaceQuestions(id, questions, now);
    const updated = await jobs.update(id, update);
    if (!updated) throw new DomainError('NOT_FOUND', JOB_NOT_FOUND_MESSAGE);
    return withQuestions(jobs, updated);
  }
}
