import type { CandidateSession } from '../../domain/candidate-session.js';
import { DomainError } from '../../domain/errors.js';
import { CONTENT_TYPE_BY_KIND } from '../../rules/file-signatures.js';
import type { BlobStore } from '../../ports/blob-store.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { Ids } from '../../ports/ids.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { Digest } from '../../ports/digest.js';
import type { StartSessionFields } from '../../contract/interview.js';
import type { AbuseBudgets } from '../abuse/abuse-budgets.js';
import type { InvitationAdmission } from '../candidate-invitations/invitation-admission.js';
import { INTERVIEW_NOT_FOUND_MESSAGE } from '../jobs/get-public-job.js';
import { issueCandidateToken } from './candidate-credential.js';
import { CV_RULE } from './limits.js';
import { identityMissing, VERIFICATION_REQUIRED_MESSAGE } from './identity-gate.js';
import { cvKey } from './media-keys.js';
import { checkUpload, type UploadedFile } from './uploaded-file.js';

export { VERIFICATION_REQUIRED_MESSAGE };

/** A started session, its credential (shown once) and whether the identity check must come first. */
export interface StartedSession {
  session: CandidateSession;
  token: string;
  verificationRequired: boolean;
}

/** POST /api/sessions: a candidate starts an interview from the public link. */
export class StartSession {
  constructor(
    private readonly deps: {
      jobs: JobRepository;
      sessions: CandidateSessionRepository;
      blobs: BlobStore;
      digest: Digest;
      clock: Clock;
      ids: Ids;
      budgets: AbuseBudgets;
      /** Personal invitations: the `invitation` token of the intake, checked and linked (docs/behaviour/interview.md §15). */
      invitations: InvitationAdmission;
    },
  ) {}

  /**
   * Stores the CV (if any) and the session with the digest of a new credential, for the intake the
   * edge parsed with startSessionSchema (core/src/contract/interview.ts: fields and consent). The
   * job's hourly start budget is spent before anything is stored, and the CV counts against the new
   * session's byte budget. Errors: NOT_FOUND unless the job is active, those of an invitation presented (InvitationAdmission.admit), RATE_LIMITED (the job's budget), UNSUPPORTED_MEDIA_TYPE /
   * TOO_LARGE for the CV.
   */
  async execute(input: {
    fields: StartSessionFields;
    cv: UploadedFile | null;
    ipAddress: string | null;
    /** The client address key (IPv4, IPv6 /64) for the byte budget; the start budget is the edge's. */
    addressKey?: string | null;
  }): Promise<StartedSession> {
    const { fields } = input;
    const job = await this.deps.jobs.findById(fields.jobId);
    if (!job || job.status !== 'active') throw new DomainError('NOT_FOUND', INTERVIEW_NOT_FOUND_MESSAGE);
    const invitation = await this.deps.invitations.admit(job, fields.invitation || null);
    const cvKind = input.cv ? checkUpload(input.cv, CV_RULE) : null;
    await this.deps.budgets.sessionStartForJob(job.id);

    const id = this.deps.ids.newId();
    const startedAt = this.deps.clock.now();
    let cvFilePath: string | null = null;
    if (input.cv && cvKind) {
      const uploader = { sessionId: id, sessionStartedAt: startedAt, addressKey: input.addressKey ?? null };
      await this.deps.budgets.storeBytes(uploader, input.cv.size);
      cvFilePath = cvKey(id, this.deps.ids.newId(), cvKind);
      await this.deps.blobs.put(cvFilePath, input.cv.open(), CONTENT_TYPE_BY_KIND[cvKind]);
    }
    const { token, hash } = issueCandidateToken(this.deps.ids, this.deps.digest);
    let created = false;
    try {
      const session = await this.deps.sessions.create({
        id,
        jobId: job.id,
        startedAt,
        candidateName: fields.candidateName,
        candidatePhone: fields.candidatePhone,
        candidateEmail: fields.candidateEmail,
        externalReference: invitation?.externalReference ?? null,
        referrerUrl: fields.referrerUrl ?? null,
        cvFilePath,
        ipAddress: input.ipAddress,
        candidateTokenHash: hash,
        // HR sees "required but missing" until an identity file arrives (then 'pending').
        ...(job.requireIdentityVerification === 'true' ? { verificationStatus: 'missing' as const } : {}),
      });
      created = true;
      if (invitation) await this.deps.invitations.linkSession(invitation, session.id);
      const verificationRequired = identityMissing(session, job);
      return { session, token, verificationRequired };
    } catch (error) {
      // The session was never handed out (its token is only returned on success): HR must not
      // see it, nor the link stay claimed by it.
      if (created) await this.deps.sessions.discard(id).catch(() => undefined);
      if (cvFilePath) await this.deps.blobs.delete(cvFilePath).catch(() => undefined);
      throw error;
    }
  }
}
