import type { CandidateInvitation } from '../../domain/candidate-invitation.js';
import { DomainError } from '../../domain/errors.js';
import type { CandidateInvitationEvents } from '../../ports/candidate-invitation-events.js';
import type { CandidateInvitationRepository } from '../../ports/candidate-invitation-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { Digest } from '../../ports/digest.js';
import type { Ids } from '../../ports/ids.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { OrganisationRepository } from '../../ports/organisation-repository.js';
import type { PhoneNumbers } from '../../ports/phone-numbers.js';
import type { InvitationReport, RawCandidateRow } from '../../contract/candidate-invitations.js';
import {
  ALREADY_INVITED_MESSAGE,
  planInvitations,
  type RowProblem,
} from '../../rules/candidate-invitations.js';
import { invitationChannel } from '../../domain/candidate-invitation.js';
import type { AbuseBudgets } from '../abuse/abuse-budgets.js';
import type { Actor } from '../accounts/tenancy.js';
import { findJobOfActor } from '../jobs/job-access.js';
import { deliverInvitation, type InvitationCarriers } from './invitation-delivery.js';
import { invitingOrganisation } from './invitation-mail.js';
import { checkInvitationRows } from './invitation-rows.js';
import { invitationExpiry, invitationLink, issueInvitationToken } from './invitation-link.js';

/** Said when a draft or archived job is asked to invite: its link would answer "Interview not found". */
export const JOB_NOT_ACTIVE_MESSAGE =
  'Publish the job before inviting candidates: its interview link works only while it is active.';
/** Said on a row whose invitation was stored but whose mail the mail server refused. */
export const MAIL_NOT_SENT_MESSAGE = 'Invited, but the mail could not be sent: resend it from the list';
/** Said on a row whose invitation was stored but whose SMS the phone provider refused. */
export const SMS_NOT_SENT_MESSAGE = 'Invited, but the SMS could not be sent: resend it from the list';

export interface InvitationSettings {
  /** Days a link stays valid. */
  validDays: number;
}

/** The ports of every invitation use case that mails (or texts) a link. */
export interface InvitationMailingDeps extends InvitationCarriers {
  jobs: JobRepository;
  invitations: CandidateInvitationRepository;
  clock: Clock;
  ids: Ids;
  digest: Digest;
  /** The job's organisation, which the mail names (its name comes from its confirmed domain). */
  organisations: Pick<OrganisationRepository, 'findById'>;
}

export interface InviteCandidatesDeps extends InvitationMailingDeps {
  events: CandidateInvitationEvents;
  settings: InvitationSettings;
  /** Reads the numbers HR types into E.164, with no default country (a number needs its code). */
  numbers: PhoneNumbers;
  /** The organisation's daily budget of invitation mails (the flood guard beside the 500 rows). */
  budgets: Pick<AbuseBudgets, 'candidateInvitationMails'>;
}

/**
 * POST /api/jobs/{jobId}/candidate-invitations and `sauti invitations send`: HR of the job's
 * organisation invites a list of candidates (docs/behaviour/interview.md §15). Each valid row
 * whose address and number are not yet invited to the job gets a personal link by mail, or by SMS
 * when it has only a number; every other row is reported with its row number, field and message.
 */
export class InviteCandidates {
  constructor(private readonly deps: InviteCandidatesDeps) {}

  /**
   * `rows` are numbered as the sender counts them (a CSV's line, a list's position). Errors:
   * NOT_FOUND (missing job or another organisation's), INVALID_STATE (job not active).
   */
  async execute(
    actor: Actor,
    input: {
      jobId: string;
      rows: ReadonlyArray<{ row: number; raw: RawCandidateRow }>;
      origin: string;
      /** Who is recorded as inviting: the actor unless said (null for an API key no member made). */
      invitedBy?: string | null;
    },
  ): Promise<InvitationReport> {
    const job = await findJobOfActor(this.deps.jobs, actor, input.jobId);
    if (job.status !== 'active') throw new DomainError('INVALID_STATE', JOB_NOT_ACTIVE_MESSAGE);
    const checked = checkInvitationRows(input.rows, this.deps.numbers, this.deps.sms !== null);
    const plan = planInvitations(checked.valid, {
      emails: await this.deps.invitations.emailsOfJob(job.id),
      phones: await this.deps.invitations.phonesOfJob(job.id),
    });
    const organisation = await invitingOrganisation(this.deps.organisations, job);
    // All or nothing: a list the day's budget cannot cover is refused before anything is stored.
    await this.deps.budgets.candidateInvitationMails(organisation, plan.invite.length);
    const now = this.deps.clock.now();
    const expiresAt = invitationExpiry(now, this.deps.settings.validDays);

    const tokens = new Map<string, string>();
    const rowOf = new Map<string, number>();
    const drafts: CandidateInvitation[] = plan.invite.map(({ row, candidate }) => {
      const { token, hash } = issueInvitationToken(this.deps.ids, this.deps.digest);
      const id = this.deps.ids.newId();
      tokens.set(id, token);
      rowOf.set(id, row);
      return {
        id,
        jobId: job.id,
        organisationId: job.organisationId,
        name: candidate.name,
        email: candidate.email,
        phone: candidate.phone,
        externalReference: candidate.externalReference,
        tokenHash: hash,
        invitedBy: input.invitedBy === undefined ? actor.userId : input.invitedBy,
        createdAt: now,
        expiresAt,
        lastSentAt: now,
        openedAt: null,
        sessionId: null,
        revokedAt: null,
        remindedAt: null,
      };
    });
    const stored = await this.deps.invitations.addMany(drafts);
    const storedIds = new Set(stored.map((i) => i.id));
    // A list sent at the same moment may have taken an address or number between the read and the insert.
    const raced: RowProblem[] = drafts
      .filter((d) => !storedIds.has(d.id))
      .map((d) => ({
        row: rowOf.get(d.id) ?? 0,
        field: d.email === null ? 'phone' : 'email',
        message: ALREADY_INVITED_MESSAGE,
      }));

    const mailProblems: RowProblem[] = [];
    for (const invitation of stored) {
      const link = invitationLink(input.origin, job.id, tokens.get(invitation.id) ?? '');
      try {
        await deliverInvitation(this.deps, {
          invitation,
          job,
          organisation,
          link,
          origin: input.origin,
          expiresAt,
        });
      } catch {
        const bySms = invitationChannel(invitation) === 'sms';
        mailProblems.push({
          row: rowOf.get(invitation.id) ?? 0,
          field: bySms ? 'phone' : 'email',
          message: bySms ? SMS_NOT_SENT_MESSAGE : MAIL_NOT_SENT_MESSAGE,
        });
      }
      await this.deps.events.announce('created', invitation);
    }

    const problems = [...checked.problems, ...plan.duplicates, ...raced, ...mailProblems].sort(
      (a, b) => a.row - b.row,
    );
    const invited = stored
      .map((i) => ({
        row: rowOf.get(i.id) ?? 0,
        email: i.email,
        phone: i.phone,
        channel: invitationChannel(i),
        invitationId: i.id,
      }))
      .sort((a, b) => a.row - b.row);
    const reportedRows = new Set(problems.map((p) => p.row));
    return {
      invited,
      problems,
      counts: { rows: input.rows.length, invited: invited.length, reported: reportedRows.size },
    };
  }
}
