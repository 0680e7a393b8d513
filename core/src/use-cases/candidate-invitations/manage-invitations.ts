import {
  invitationChannel,
  type CandidateInvitation,
  type CandidateInvitationStatus,
} from '../../domain/candidate-invitation.js';
import { DomainError } from '../../domain/errors.js';
import type { CandidateInvitationEvents } from '../../ports/candidate-invitation-events.js';
import type { CandidateInvitationRepository } from '../../ports/candidate-invitation-repository.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { Digest } from '../../ports/digest.js';
import type { Ids } from '../../ports/ids.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { OrganisationRepository } from '../../ports/organisation-repository.js';
import type {
  CandidateInvitationView,
  InvitationFunnel,
  InvitationLinkView,
  InvitationList,
} from '../../contract/candidate-invitations.js';
import type { AbuseBudgets } from '../abuse/abuse-budgets.js';
import type { Actor } from '../accounts/tenancy.js';
import { findJobOfActor } from '../jobs/job-access.js';
import { INVITATION_CONTACT_MESSAGES } from '../../rules/candidate-invitations.js';
import { deliverInvitation, type InvitationCarriers } from './invitation-delivery.js';
import { invitingOrganisation } from './invitation-mail.js';
import {
  invitationExpiry,
  invitationLink,
  invitationStatus,
  issueInvitationToken,
} from './invitation-link.js';
import type { InvitationSettings } from './invite-candidates.js';

/** A resend waits this long after the last mail, so a double click or a loop cannot flood a candidate. */
export const RESEND_INTERVAL_MS = 10 * 60_000;
export const INVITATION_NOT_FOUND_MESSAGE = 'Invitation not found';
export const RESEND_TOO_SOON_MESSAGE =
  'This invitation was sent less than 10 minutes ago. Please wait before sending it again.';
export const INVITATION_CLOSED_MESSAGE =
  'This invitation is revoked or its interview has started: there is no link to send.';

/**
 * HR's side of personal invitations (docs/behaviour/interview.md §15): the job's list with each
 * status and the funnel, and per invitation resend, a new link to copy, and revoke. A resend or a
 * copied link rotates the token (only its digest is stored, so an existing link cannot be shown
 * again): the previous link stops working, which also cuts off a forwarded one.
 */
export class ManageInvitations {
  constructor(
    private readonly deps: InvitationCarriers & {
      jobs: JobRepository;
      invitations: CandidateInvitationRepository;
      sessions: CandidateSessionRepository;
      clock: Clock;
      ids: Ids;
      digest: Digest;
      events: CandidateInvitationEvents;
      settings: InvitationSettings;
      budgets: Pick<AbuseBudgets, 'candidateInvitationMails'>;
      organisations: Pick<OrganisationRepository, 'findById'>;
    },
  ) {}

  /** The job's invitations, oldest first, with the funnel. Errors: NOT_FOUND (job missing or another organisation's). */
  async list(actor: Actor, jobId: string): Promise<InvitationList> {
    const job = await findJobOfActor(this.deps.jobs, actor, jobId);
    const [invitations, sessions] = await Promise.all([
      this.deps.invitations.listByJob(job.id),
      this.deps.sessions.listByJob(job.id),
    ]);
    const statusOfSession = new Map(sessions.map((s) => [s.id, s.status]));
    const now = this.deps.clock.now();
    const views = invitations.map((i) =>
      toView(i, invitationStatus(i, i.sessionId ? (statusOfSession.get(i.sessionId) ?? null) : null, now)),
    );
    return { invitations: views, funnel: funnelOf(views.map((v) => v.status)) };
  }

  /**
   * Mails (or texts) a new link. Errors: NOT_FOUND, INVALID_STATE (revoked or started),
   * RATE_LIMITED (sent < 10 min ago), VALIDATION (an SMS invitation with no phone provider: the
   * link the candidate holds is left working).
   */
  async resend(actor: Actor, id: string, origin: string): Promise<CandidateInvitationView> {
    const invitation = await this.ownOpen(actor, id);
    if (invitationChannel(invitation) === 'sms' && !this.deps.sms)
      throw new DomainError('VALIDATION_FAILED', INVITATION_CONTACT_MESSAGES.smsNotConfigured);
    const now = this.deps.clock.now();
    if (now.getTime() - invitation.lastSentAt.getTime() < RESEND_INTERVAL_MS) {
      throw new DomainError('RATE_LIMITED', RESEND_TOO_SOON_MESSAGE, {
        retryAfterSeconds: Math.ceil(
          (invitation.lastSentAt.getTime() + RESEND_INTERVAL_MS - now.getTime()) / 1000,
        ),
      });
    }
    const job = await findJobOfActor(this.deps.jobs, actor, invitation.jobId);
    const organisation = await invitingOrganisation(this.deps.organisations, job);
    await this.deps.budgets.candidateInvitationMails(organisation, 1);
    const { updated, link } = await this.rotate(invitation, origin);
    await deliverInvitation(this.deps, {
      invitation: updated,
      job,
      organisation,
      link,
      origin,
      expiresAt: updated.expiresAt,
    });
    return toView(updated, invitationStatus(updated, null, now));
  }

  /** A new link for HR to copy (no mail); the previous link stops working. Errors: NOT_FOUND, INVALID_STATE. */
  async newLink(actor: Actor, id: string, origin: string): Promise<InvitationLinkView> {
    const invitation = await this.ownOpen(actor, id);
    const { updated, link } = await this.rotate(invitation, origin);
    return { link, expiresAt: updated.expiresAt.toISOString() };
  }

  /** Revokes the invitation: its link then answers that it is not valid. Errors: NOT_FOUND. */
  async revoke(actor: Actor, id: string): Promise<CandidateInvitationView> {
    const invitation = await this.own(actor, id);
    const now = this.deps.clock.now();
    if (invitation.revokedAt) return toView(invitation, 'revoked');
    const revoked = (await this.deps.invitations.update(invitation.id, { revokedAt: now })) ?? invitation;
    await this.deps.events.announce('revoked', revoked);
    return toView(revoked, 'revoked');
  }

  private async rotate(invitation: CandidateInvitation, origin: string) {
    const now = this.deps.clock.now();
    const { token, hash } = issueInvitationToken(this.deps.ids, this.deps.digest);
    const updated =
      (await this.deps.invitations.update(invitation.id, {
        tokenHash: hash,
        expiresAt: invitationExpiry(now, this.deps.settings.validDays),
        lastSentAt: now,
      })) ?? invitation;
    return { updated, link: invitationLink(origin, invitation.jobId, token) };
  }

  private async own(actor: Actor, id: string): Promise<CandidateInvitation> {
    const invitation = await this.deps.invitations.findById(id);
    if (!invitation || actor.organisationId === null || invitation.organisationId !== actor.organisationId) {
      throw new DomainError('NOT_FOUND', INVITATION_NOT_FOUND_MESSAGE);
    }
    return invitation;
  }

  private async ownOpen(actor: Actor, id: string): Promise<CandidateInvitation> {
    const invitation = await this.own(actor, id);
    if (invitation.revokedAt || invitation.sessionId)
      throw new DomainError('INVALID_STATE', INVITATION_CLOSED_MESSAGE);
    return invitation;
  }
}

function toView(i: CandidateInvitation, status: CandidateInvitationStatus): CandidateInvitationView {
  return {
    id: i.id,
    jobId: i.jobId,
    name: i.name,
    email: i.email,
    phone: i.phone,
    channel: invitationChannel(i),
    externalReference: i.externalReference,
    status,
    createdAt: i.createdAt.toISOString(),
    expiresAt: i.expiresAt.toISOString(),
    lastSentAt: i.lastSentAt.toISOString(),
    openedAt: i.openedAt?.toISOString() ?? null,
    sessionId: i.sessionId,
    revokedAt: i.revokedAt?.toISOString() ?? null,
  };
}

/**
 * The funnel invited → opened → started → completed: each stage counts the invitations that
 * reached it (a completed one was also opened and started). Revoked and expired ones are counted
 * apart and in no later stage.
 */
export function funnelOf(statuses: readonly CandidateInvitationStatus[]): InvitationFunnel {
  const count = (...s: CandidateInvitationStatus[]) => statuses.filter((x) => s.includes(x)).length;
  return {
    invited: statuses.length,
    opened: count('opened', 'started', 'completed'),
    started: count('started', 'completed'),
    completed: count('completed'),
    revoked: count('revoked'),
    expired: count('expired'),
  };
}
