import { DomainError } from '../../domain/errors.js';
import type { Invitation } from '../../domain/membership.js';
import type { Organisation } from '../../domain/organisation.js';
import type { User } from '../../domain/user.js';
import type { Clock } from '../../ports/clock.js';
import type { Ids } from '../../ports/ids.js';
import type { InvitationRepository } from '../../ports/invitation-repository.js';
import type { Mailer } from '../../ports/mailer.js';
import type { OrganisationRepository } from '../../ports/organisation-repository.js';
import type { UserRepository } from '../../ports/user-repository.js';
import type { AbuseBudgets } from '../abuse/abuse-budgets.js';
import { invitationMail, joinApprovedMail } from './account-mails.js';
import { normaliseEmail } from './credentials.js';
import type { Actor } from './tenancy.js';
import type {
  InvitationResult,
  MembersPage,
  MemberView,
  OrganisationView,
} from '../../contract/organisation.js';

/** How many past renames the Team page lists. */
export const RENAMES_SHOWN = 5;

const iso = (date: Date | null) => (date ? date.toISOString() : null);
const view = (user: User): MemberView => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  lastSignInAt: iso(user.lastSignInAt),
  joinRequestedAt: iso(user.joinRequestedAt),
});

/** Ports of the members page. */
export interface MembersDeps {
  users: UserRepository;
  organisations: OrganisationRepository;
  invitations: InvitationRepository;
  budgets: AbuseBudgets;
  mailer: Mailer;
  clock: Clock;
  ids: Ids;
  reportError?: (error: unknown) => void;
}

/** The actor's organisation; only members have one (pending and refused accounts get 403). */
async function ownOrganisation(deps: MembersDeps, actor: Actor): Promise<Organisation> {
  const organisation = actor.organisationId ? await deps.organisations.findById(actor.organisationId) : null;
  if (!organisation) throw new DomainError('FORBIDDEN', 'Only members of an organisation can do this.');
  return organisation;
}

/**
 * The members of the actor's organisation, who asks to join it, and whom it invited. Any member
 * may approve, refuse and invite: the first one to sign up is not the only one trusted.
 */
export class OrganisationMembers {
  constructor(private readonly deps: MembersDeps) {}

  /** Errors: FORBIDDEN (not a member). */
  async list(actor: Actor): Promise<MembersPage> {
    const organisation = await ownOrganisation(this.deps, actor);
    const [members, requests, invitations] = await Promise.all([
      this.deps.users.listByOrganisation(organisation.id),
      this.deps.users.listJoinRequests(organisation.id),
      this.deps.invitations.listByOrganisation(organisation.id),
    ]);
    return {
      organisation: await this.organisationView(organisation),
      members: members.map(view),
      requests: requests.map(view),
      invitations: invitations.map((i: Invitation) => ({
        email: i.email,
        createdAt: i.createdAt.toISOString(),
      })),
    };
  }

  /**
   * Renames the actor's organisation, recording who did it, from what and when; a name equal to
   * the current one changes and records nothing. Errors: FORBIDDEN (not a member).
   */
  async rename(actor: Actor, input: { name: string }): Promise<OrganisationView> {
    const organisation = await ownOrganisation(this.deps, actor);
    if (input.name === organisation.name) return this.organisationView(organisation);
    const renamed = await this.deps.organisations.rename({
      id: this.deps.ids.newId(),
      organisationId: organisation.id,
      renamedBy: actor.userId,
      fromName: organisation.name,
      toName: input.name,
      renamedAt: this.deps.clock.now(),
    });
    if (!renamed) throw new DomainError('FORBIDDEN', 'Only members of an organisation can do this.');
    return this.organisationView(renamed);
  }

  private async organisationView(organisation: Organisation): Promise<OrganisationView> {
    const renames = await this.deps.organisations.listRenames(organisation.id, RENAMES_SHOWN);
    const emails = new Map<string, string>();
    for (const id of new Set(renames.flatMap((r) => (r.renamedBy ? [r.renamedBy] : [])))) {
      const user = await this.deps.users.findById(id);
      if (user) emails.set(id, user.email);
    }
    return {
      name: organisation.name,
      domain: organisation.domain,
      renames: renames.map((r) => ({
        fromName: r.fromName,
        toName: r.toName,
        renamedBy: (r.renamedBy && emails.get(r.renamedBy)) ?? null,
        renamedAt: r.renamedAt.toISOString(),
      })),
    };
  }

  /**
   * Approves or refuses a waiting request to join the actor's organisation; an approved colleague
   * is told by mail. Errors: FORBIDDEN, NOT_FOUND (no such request in this organisation).
   */
  async decide(
    actor: Actor,
    input: { userId: string; approve: boolean; origin: string },
  ): Promise<MemberView> {
    const organisation = await ownOrganisation(this.deps, actor);
    const user = await this.deps.users.findById(input.userId);
    if (!user || user.organisationId || user.requestedOrganisationId !== organisation.id) {
      throw new DomainError('NOT_FOUND', 'Request not found');
    }
    const now = this.deps.clock.now();
    const updated = input.approve
      ? await this.admit(user, organisation, input.origin)
      : await this.deps.users.update(user.id, { joinRefusedAt: now, updatedAt: now });
    return view(updated ?? user);
  }

  /**
   * Invites a colleague at the organisation's own domain: they join as soon as they confirm the
   * address. An address already waiting (or refused) is approved at once. Errors: FORBIDDEN,
   * VALIDATION_FAILED (another domain), ALREADY_EXISTS (already a member), RATE_LIMITED.
   */
  async invite(actor: Actor, input: { email: string; origin: string }): Promise<InvitationResult> {
    const organisation = await ownOrganisation(this.deps, actor);
    const email = normaliseEmail(input.email);
    if (email.slice(email.lastIndexOf('@') + 1) !== organisation.domain) {
      throw new DomainError(
        'VALIDATION_FAILED',
        `Only addresses at ${organisation.domain} can join ${organisation.name}.`,
        {
          field: 'email',
        },
      );
    }
    const existing = await this.deps.users.findByEmail(email);
    if (existing?.organisationId) {
      throw new DomainError('ALREADY_EXISTS', `${email} is already a member.`, { field: 'email' });
    }
    if (existing) {
      await this.admit(existing, organisation, input.origin);
      return { status: 'added' };
    }
    await this.deps.budgets.invitation(organisation.id);
    const inviter = await this.deps.users.findById(actor.userId);
    await this.deps.invitations.add({
      id: this.deps.ids.newId(),
      organisationId: organisation.id,
      email,
      invitedBy: actor.userId,
      createdAt: this.deps.clock.now(),
    });
    await this.mail(
      invitationMail(
        email,
        inviter ?? { firstName: null, lastName: null, email: 'A colleague' },
        organisation.name,
        input.origin,
      ),
    );
    return { status: 'invited' };
  }

  /**
   * `sauti users approve`: an operator lets a waiting (or refused) account into the organisation
   * it asked to join. Errors: NOT_FOUND (no such account), INVALID_STATE (nothing to approve).
   */
  async approveByOperator(input: { email: string; origin: string }): Promise<MemberView> {
    const user = await this.deps.users.findByEmail(normaliseEmail(input.email));
    if (!user) throw new DomainError('NOT_FOUND', `No account for ${input.email}.`);
    const organisation = user.requestedOrganisationId
      ? await this.deps.organisations.findById(user.requestedOrganisationId)
      : null;
    if (user.organisationId || !organisation) {
      throw new DomainError('INVALID_STATE', `${user.email} is not waiting to join an organisation.`);
    }
    return view((await this.admit(user, organisation, input.origin)) ?? user);
  }

  private async admit(user: User, organisation: Organisation, origin: string): Promise<User | null> {
    const now = this.deps.clock.now();
    const updated = await this.deps.users.update(user.id, {
      organisationId: organisation.id,
      requestedOrganisationId: null,
      joinRequestedAt: null,
      joinRefusedAt: null,
      updatedAt: now,
    });
    await this.mail(joinApprovedMail(user.email, organisation.name, origin, user.firstName));
    return updated;
  }

  private async mail(message: Parameters<Mailer['send']>[0]): Promise<void> {
    await this.deps.mailer.send(message).catch((error: unknown) => this.deps.reportError?.(error));
  }
}
