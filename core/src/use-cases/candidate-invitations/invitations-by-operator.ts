import { DomainError } from '../../domain/errors.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { UserRepository } from '../../ports/user-repository.js';
import type { InvitationReport, RawCandidateRow } from '../../contract/candidate-invitations.js';
import type { Actor } from '../accounts/tenancy.js';
import { JOB_NOT_FOUND_MESSAGE } from '../jobs/job-access.js';
import type { InviteCandidates } from './invite-candidates.js';

/**
 * `sauti invitations send`: the operator invites for a member of the job's organisation (the one
 * named, or else the job's author), through the same InviteCandidates as the screen, so the same
 * rules, mails and report apply and the invitations record a real inviter.
 */
export class InvitationsByOperator {
  constructor(
    private readonly deps: { jobs: JobRepository; users: UserRepository; invite: InviteCandidates },
  ) {}

  /** Errors: NOT_FOUND (job), FORBIDDEN (no member to act for), and those of InviteCandidates. */
  async send(input: {
    jobId: string;
    asEmail: string | null;
    rows: ReadonlyArray<{ row: number; raw: RawCandidateRow }>;
    origin: string;
  }): Promise<InvitationReport> {
    const job = await this.deps.jobs.findById(input.jobId);
    if (!job) throw new DomainError('NOT_FOUND', JOB_NOT_FOUND_MESSAGE);
    const user = input.asEmail
      ? await this.deps.users.findByEmail(input.asEmail.trim().toLowerCase())
      : await this.deps.users.findById(job.createdBy);
    if (!user || user.organisationId !== job.organisationId) {
      throw new DomainError(
        'FORBIDDEN',
        input.asEmail
          ? `${input.asEmail} is not a member of the job's organisation.`
          : "The job's author is no longer a member of its organisation: name a member with --as.",
      );
    }
    const actor: Actor = { userId: user.id, organisationId: user.organisationId, isAdmin: false };
    return this.deps.invite.execute(actor, { jobId: job.id, rows: input.rows, origin: input.origin });
  }
}
