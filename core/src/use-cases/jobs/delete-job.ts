import { DomainError } from '../../domain/errors.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { Actor } from '../accounts/tenancy.js';
import { findJobOfActor } from './job-access.js';

/** The refusal for deleting a published or archived job (docs/behaviour/review.md §4: only drafts are deleted). */
export const ONLY_DRAFTS_DELETABLE_MESSAGE = 'Only draft jobs can be deleted.';

/** DELETE /api/jobs/{id}. */
export class DeleteJob {
  constructor(private readonly deps: { jobs: JobRepository }) {}

  /** Deletes a draft with its questions. Errors: NOT_FOUND, INVALID_STATE for any other status. */
  async execute(actor: Actor, id: string): Promise<void> {
    const job = await findJobOfActor(this.deps.jobs, actor, id);
    if (job.status !== 'draft') throw new DomainError('INVALID_STATE', ONLY_DRAFTS_DELETABLE_MESSAGE);
    await this.deps.jobs.delete(id);
  }
}
