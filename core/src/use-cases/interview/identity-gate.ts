import type { CandidateSession } from '../../domain/candidate-session.js';
import { DomainError } from '../../domain/errors.js';
import type { Job } from '../../domain/job.js';
import type { JobRepository } from '../../ports/job-repository.js';

/** Said with 409 VERIFICATION_REQUIRED: the session exists, the identity check comes first. */
export const VERIFICATION_REQUIRED_MESSAGE = 'Identity verification is required before the interview starts.';

/** True when the job asks for an identity check and the session has no identity file (video or photo) yet. */
export function identityMissing(
  session: Pick<CandidateSession, 'verificationFilePath'>,
  job: Pick<Job, 'requireIdentityVerification'> | null,
): boolean {
  return job?.requireIdentityVerification === 'true' && !session.verificationFilePath;
}

/**
 * The server's identity gate, one rule for every route that stores interview content (answers,
 * the warm-up, completion; a resumable-upload route calls it too): refused with 409
 * VERIFICATION_REQUIRED (and the session id, so the page opens the identity check) while the
 * job requires an identity file the session does not have.
 */
export async function assertIdentityOnFile(
  jobs: Pick<JobRepository, 'findById'>,
  session: Pick<CandidateSession, 'id' | 'jobId' | 'verificationFilePath'>,
): Promise<void> {
  if (session.verificationFilePath) return;
  assertIdentityOnFileFor(session, await jobs.findById(session.jobId));
}

/** The same gate for a caller that has read the job already (an answer upload reads it with its question). */
export function assertIdentityOnFileFor(
  session: Pick<CandidateSession, 'id' | 'verificationFilePath'>,
  job: Pick<Job, 'requireIdentityVerification'> | null,
): void {
  if (identityMissing(session, job)) {
    throw new DomainError('VERIFICATION_REQUIRED', VERIFICATION_REQUIRED_MESSAGE, { sessionId: session.id });
  }
}
