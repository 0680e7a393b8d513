import { DomainError } from '../../domain/errors.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { Actor } from '../accounts/tenancy.js';
import { findJobOfActor } from '../jobs/job-access.js';
import { CANDIDATE_NOT_FOUND_MESSAGE } from './get-candidate-detail.js';
import { presentReviewSession } from './present-session.js';
import type { PanelChangeResult } from '../../contract/review-views.js';

/** The message of INVALID_STATE when an unfinished interview is added to the panel. */
export const PANEL_NEEDS_COMPLETED_MESSAGE =
  'Only candidates who completed the interview can be added to the panel.';

/**
 * POST /api/jobs/{jobId}/panel/add|remove (docs/behaviour/review.md §2.6, §4): sets inPanel on a session of the
 * job. Idempotent. Adding needs a completed interview (INVALID_STATE otherwise); removing never
 * does. NOT_FOUND for another organisation's job or a session not of the job.
 */
export class ChangePanelMembership {
  constructor(private readonly deps: { jobs: JobRepository; sessions: CandidateSessionRepository }) {}

  async execute(
    actor: Actor,
    jobId: string,
    sessionId: string,
    inPanel: boolean,
  ): Promise<PanelChangeResult> {
    const job = await findJobOfActor(this.deps.jobs, actor, jobId);
    const session = await this.deps.sessions.findInJob(sessionId, job.id);
    if (!session) throw new DomainError('NOT_FOUND', CANDIDATE_NOT_FOUND_MESSAGE);
    if (inPanel && session.completedAt === null) {
      throw new DomainError('INVALID_STATE', PANEL_NEEDS_COMPLETED_MESSAGE);
    }
    if (session.inPanel === inPanel) return { session: presentReviewSession(session) };
    const updated = await this.deps.sessions.update(session.id, { inPanel });
    if (!updated) throw new DomainError('NOT_FOUND', CANDIDATE_NOT_FOUND_MESSAGE);
    return { session: presentReviewSession(updated) };
  }
}
