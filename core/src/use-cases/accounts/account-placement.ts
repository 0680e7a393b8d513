import type { NewUser, User } from '../../domain/user.js';
import type { Clock } from '../../ports/clock.js';
import type { Ids } from '../../ports/ids.js';
import type { InvitationRepository } from '../../ports/invitation-repository.js';
import type { OrganisationRepository } from '../../ports/organisation-repository.js';
import type { UserRepository } from '../../ports/user-repository.js';
import { organisationNameFromDomain } from './credentials.js';

/** Ports needed to store a new account in its organisation. */
export interface PlacementDeps {
  users: UserRepository;
  organisations: OrganisationRepository;
  invitations: InvitationRepository;
  clock: Clock;
  ids: Ids;
}

/** An account that proved its address (or that a trusted operator creates). */
export interface VerifiedAccount {
  email: string;
  domain: string;
  passwordHash: string;
  firstName: string | null;
  lastName: string | null;
  platformAdmin?: boolean;
}

/**
 * Stores a verified account in the organisation of its domain:
 * - the first account of a domain founds the organisation and is its member;
 * - an invited address, an account made by the administrator or the CLI (`trusted`), or an
 *   account of an organisation nobody belongs to joins at once;
 * - anyone else waits for a member's approval (`requestedOrganisationId`).
 * Errors: ALREADY_EXISTS (the address has an account).
 */
export async function storeAccount(
  deps: PlacementDeps,
  account: VerifiedAccount,
  trusted: boolean,
): Promise<User> {
  const now = deps.clock.now();
  const founded = await deps.organisations.create({
    id: deps.ids.newId(),
    domain: account.domain,
    name: organisationNameFromDomain(account.domain),
    createdAt: now,
  });
  const organisation = founded ?? (await deps.organisations.findByDomain(account.domain));
  if (!organisation) throw new Error(`organisation of ${account.domain} vanished`);
  const invitation = founded ? null : await deps.invitations.findFor(organisation.id, account.email);
  const joins =
    founded !== null ||
    trusted ||
    invitation !== null ||
    (await deps.users.listByOrganisation(organisation.id)).length === 0;
  const user: NewUser = {
    id: deps.ids.newId(),
    email: account.email,
    passwordHash: account.passwordHash,
    firstName: account.firstName,
    lastName: account.lastName,
    organisationId: joins ? organisation.id : null,
    requestedOrganisationId: joins ? null : organisation.id,
    joinRequestedAt: joins ? null : now,
    platformAdmin: account.platformAdmin ?? false,
    createdAt: now,
  };
  const created = await deps.users.create(user);
  if (invitation) await deps.invitations.delete(invitation.id);
  return created;
}
