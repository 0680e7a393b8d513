import type { CandidateInvitation } from '../../domain/candidate-invitation.js';
import { DomainError } from '../../domain/errors.js';
import type { Job } from '../../domain/job.js';
import type { CandidateInvitationEvents } from '../../ports/candidate-invitation-events.js';
import type { CandidateInvitationRepository } from '../../ports/candidate-invitation-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { Digest } from '../../ports/digest.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { InvitationPrefill } from '../../contract/candidate-invitations.js';
import { INTERVIEW_NOT_FOUND_MESSAGE } from '../jobs/get-public-job.js';
import { INVITATION_TOKEN_LENGTH } from './invitation-link.js';

/** Said for a link that was never issued or was replaced by a resend. */
export const INVITATION_NOT_VALID_MESSAGE =
  'This invitation link is not valid. Please use the latest link you were sent, or contact the company that invited you.';
/** Said to the holder of a link HR revoked: they hold it, so they may know it was withdrawn. */
export const INVITATION_REVOKED_MESSAGE =
  'This invitation was withdrawn by the company that sent it. Please contact them if you think this is a mistake.';
/** Said for a link past its expiry. */
export const INVITATION_EXPIRED_MESSAGE =
  'This invitation link has expired. Please ask the company that invited you for a new one.';
/** Said when a second interview is started from a link already used. */
export const INVITATION_USED_MESSAGE =
  'An interview was already started with this invitation. Please continue it on the device where you started.';

/**
 * The candidate's side of a personal invitation (docs/behaviour/interview.md §15): opening the
 * link, and admitting the session started from it. Only the token's digest is ever looked up.
 */
export class InvitationAdmission {
  constructor(
    private readonly deps: {
      jobs: JobRepository;
      invitations: CandidateInvitationRepository;
      digest: Digest;
      clock: Clock;
      events: CandidateInvitationEvents;
    },
  ) {}

  /**
   * POST /api/public/candidate-invitations/open: what the intake form is pre-filled with (this
   * invitation's name, email and phone, nothing else), marking the invitation opened the first time.
   * Errors: NOT_FOUND (unknown, replaced or revoked link; job not open), INVALID_STATE (expired).
   */
  async open(token: string): Promise<InvitationPrefill> {
    const invitation = await this.usable(token);
    const job = await this.deps.jobs.findById(invitation.jobId);
    if (!job || job.status !== 'active') throw new DomainError('NOT_FOUND', INTERVIEW_NOT_FOUND_MESSAGE);
    if (!invitation.openedAt) {
      const opened = await this.deps.invitations.update(invitation.id, { openedAt: this.deps.clock.now() });
      if (opened) await this.deps.events.announce('opened', opened);
    }
    return {
      jobId: invitation.jobId,
      name: invitation.name,
      email: invitation.email ?? '',
      phone: invitation.phone ?? '',
    };
  }

  /**
   * The invitation a session of `job` starts from, or null when none is presented. Errors: as
   * `open`, CONFLICT when the link already started an interview, NOT_FOUND when it is for
   * another job, or when none is presented for an invitation-only job.
   */
  async admit(job: Job, token: string | null): Promise<CandidateInvitation | null> {
    if (!token) {
      // An invitation-only job is not found without one, exactly like a job that is not open.
      if (job.invitationOnly) throw new DomainError('NOT_FOUND', INTERVIEW_NOT_FOUND_MESSAGE);
      return null;
    }
    const invitation = await this.usable(token);
    if (invitation.jobId !== job.id) throw new DomainError('NOT_FOUND', INVITATION_NOT_VALID_MESSAGE);
    if (invitation.sessionId) throw new DomainError('CONFLICT', INVITATION_USED_MESSAGE);
    return invitation;
  }

  /**
   * Whether the interview page of `job` may be shown: always for an open job, and for an
   * invitation-only one only with a valid, unrevoked, unexpired invitation of that job (a used
   * one too, so the candidate can reload the page they started from). Errors: NOT_FOUND.
   */
  async assertMayView(job: Job, token: string | null): Promise<void> {
    if (!job.invitationOnly) return;
    const invitation = token ? await this.usable(token).catch(() => null) : null;
    if (!invitation || invitation.jobId !== job.id) {
      throw new DomainError('NOT_FOUND', INTERVIEW_NOT_FOUND_MESSAGE);
    }
  }

  /**
   * Links the session started from `invitation` (its status then follows the session's). Errors:
   * CONFLICT when another session claimed the link since `admit` (two starts at the same moment),
   * NOT_FOUND when it was revoked meanwhile.
   */
  async linkSession(invitation: CandidateInvitation, sessionId: string): Promise<void> {
    const now = this.deps.clock.now();
    if (await this.deps.invitations.claimSession(invitation.id, sessionId, now)) return;
    const current = await this.deps.invitations.findById(invitation.id);
    if (!current) throw new DomainError('NOT_FOUND', INVITATION_NOT_VALID_MESSAGE);
    if (current.revokedAt) throw new DomainError('NOT_FOUND', INVITATION_REVOKED_MESSAGE);
    throw new DomainError('CONFLICT', INVITATION_USED_MESSAGE);
  }

  private async usable(token: string): Promise<CandidateInvitation> {
    const invitation =
      token.length === INVITATION_TOKEN_LENGTH
        ? await this.deps.invitations.findByTokenHash(this.deps.digest.sha256Hex(token))
        : null;
    if (!invitation) throw new DomainError('NOT_FOUND', INVITATION_NOT_VALID_MESSAGE);
    if (invitation.revokedAt) throw new DomainError('NOT_FOUND', INVITATION_REVOKED_MESSAGE);
    if (invitation.expiresAt.getTime() <= this.deps.clock.now().getTime()) {
      throw new DomainError('INVALID_STATE', INVITATION_EXPIRED_MESSAGE);
    }
    return invitation;
  }
}
