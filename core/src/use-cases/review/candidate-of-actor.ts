import type { CandidateSession } from '../../domain/candidate-session.js';
import { DomainError } from '../../domain/errors.js';
import type { Job } from '../../domain/job.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { JobRepository } from '../../ports/job-repository.js';
import { assertSameOrganisation, type Actor } from '../accounts/tenancy.js';
import { CANDIDATE_NOT_FOUND_MESSAGE } from './get-candidate-detail.js';

/**
 * A candidate's session and job, by the session id alone, when the job is the actor's
 * organisation's. Missing or another organisation's: NOT_FOUND 'Candidate not found' alike.
 */
export async function findCandidateOfActor(
  deps: { sessions: CandidateSessionRepository; jobs: JobRepository },
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
