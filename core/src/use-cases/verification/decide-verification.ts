import type { DecideVerificationRequest } from '../../contract/verification.js';
import type { CandidateSession } from '../../domain/candidate-session.js';
import { DomainError } from '../../domain/errors.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { Digest } from '../../ports/digest.js';
import type { Actor } from '../accounts/tenancy.js';
import { findViewableSession } from '../interview/session-access.js';
import { VERIFICATION_MESSAGES } from './limits.js';
import { saveSession } from './verification-access.js';

/** HR's pass or fail of a pending identity check (docs/behaviour/interview.md §4.5). */
export class DecideVerification {
  constructor(
    private readonly deps: {
      sessions: CandidateSessionRepository;
      jobs: JobRepository;
      digest: Digest;
      clock: Clock;
    },
  ) {}

  /**
   * Sets the status (verifiedAt on a pass). Only HR of the job's organisation, only from pending.
   * Errors: NOT_FOUND (another organisation), INVALID_STATE (not pending).
   */
  async execute(actor: Actor, input: DecideVerificationRequest): Promise<CandidateSession> {
    const session = await findViewableSession(this.deps, input.sessionId, { candidateTokens: [], actor });
    if (session.verificationStatus !== 'pending') {
      throw new DomainError('INVALID_STATE', VERIFICATION_MESSAGES.notPending, {
        status: session.verificationStatus,
      });
    }
    return saveSession(this.deps.sessions, session.id, {
      verificationStatus: input.status,
      verifiedAt: input.status === 'passed' ? this.deps.clock.now() : null,
    });
  }
}
