import type { CandidateSession } from '../../domain/candidate-session.js';
import { DomainError } from '../../domain/errors.js';
import type { Job } from '../../domain/job.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { JobRepository } from '../../ports/job-repository.js';
import { assertSameOrganisation, type Actor } from '../accounts/tenancy.js';
import { CANDIDATE_NOT_FOUND_MESSAGE } from './get-candidate-detail.js';

/**
 * A session and its job when the job belongs to the actor's organisation; NOT_FOUND otherwise,
 * exactly like a session that does not exist (another tenant's ids cannot be told apart).
 */
export async function sessionOfOrganisation(
  deps: { jobs: JobRepository; sessions: CandidateSessionRepository },
  actor: Actor,
  sessionId: string,
): Promise<{ session: CandidateSession; job: Job }> {
  const session = await deps.sessions.findById(sessionId);
  const job = session ? await deps.jobs.findById(session.jobId) : null;
  if (!session || !job) throw new DomainError('NOT_FOUND', CANDIDATE_NOT_FOUND_MESSAGE);
  try {
    assertSameOrganisation(actor, job.organisationId);
  } catch {
    throw new DomainError('NOT_FOUND', CANDIDATE_NOT_FOUND_MESSAGE);
  }
  return { session, job };
}
