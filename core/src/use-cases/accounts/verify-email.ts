import type { ConfirmAccount, PendingRegistrationView } from '../../contract/accounts.js';
import { DomainError, isDomainError } from '../../domain/errors.js';
import { membershipOf, type PendingRegistration } from '../../domain/membership.js';
import type { User } from '../../domain/user.js';
import type { Mailer } from '../../ports/mailer.js';
import type { Digest } from '../../ports/digest.js';
import type { PasswordHasher } from '../../ports/password-hasher.js';
import type { RegistrationRepository } from '../../ports/registration-repository.js';
import type { BusyGate } from '../abuse/busy-gate.js';
import { ACCOUNT_LINKS, joinRequestMail } from './account-mails.js';
import { storeAccount, type PlacementDeps } from './account-placement.js';
import { cleanName, requireWorkEmailDomain } from './credentials.js';
import { VERIFY_LINK_LIFETIME_MS, VERIFY_TOKEN_LENGTH } from './register.js';

export const VERIFY_MESSAGES = {
  invalid: 'This confirmation link is invalid or has expired. Please register again to get a new one.',
  replaced:
    'This link was replaced: this address was registered again, and only the newest link works. Open the newest mail we sent, or register again.',
  alreadyConfirmed: 'This address is already confirmed. Please sign in.',
} as const;

/** Members told about one join request at most (the oldest members of a large organisation). */
const JOIN_REQUEST_RECIPIENTS = 20;

/** Ports of confirming an address. */
export type VerifyEmailDeps = PlacementDeps & {
  registrations: RegistrationRepository;
  digest: Digest;
  hasher: PasswordHasher;
  mailer: Mailer;
  /** Bounds the password hashes this process computes at once (REGISTRATION_HASHES); none in unit tests. */
  hashGate?: BusyGate;
  reportError?: (error: unknown) => void;
};

/**
 * The mailed confirmation link (docs/behaviour/platform.md §2.3). Whoever opens it holds the
 * mailbox, so that person chooses the password: a registration holds none, and the account is
 * created with the password given here.
 */
export class VerifyEmail {
  constructor(private readonly deps: VerifyEmailDeps) {}

  /**
   * POST /api/verify-email/check: whose link this is (address and the names typed when
   * registering), before the password is chosen. Errors: INVALID_STATE (unknown, expired,
   * replaced or used link; an address confirmed meanwhile).
   */
  async check(token: string): Promise<PendingRegistrationView> {
    const registration = await this.deps.registrations.findByTokenHash(this.deps.digest.sha256Hex(token));
    const now = this.deps.clock.now();
    if (!registration || registration.usedAt || registration.replacedAt || registration.expiresAt <= now) {
      throw refusalOf(registration);
    }
    if (await this.deps.users.findByEmail(registration.email)) {
      throw new DomainError('INVALID_STATE', VERIFY_MESSAGES.alreadyConfirmed);
    }
    const { email, firstName, lastName } = registration;
    return { email, firstName, lastName };
  }

  /**
   * POST /api/verify-email: uses the link once and creates the account it confirms, with the
   * password and names given now: founder of a new organisation, a member when invited, or waiting
   * for a member's approval (the members are told by mail). The caller signs the account in, so
   * its last sign-in is recorded now. Errors: INVALID_STATE (as check), RATE_LIMITED (this process
   * hashes as many passwords as REGISTRATION_HASHES lets it).
   */
  async execute(input: ConfirmAccount & { origin: string }): Promise<User> {
    const hash = () => this.deps.hasher.hash(input.password);
    const passwordHash = await (this.deps.hashGate ? this.deps.hashGate.run(hash) : hash());
    const { registrations, users, clock } = this.deps;
    const now = clock.now();
    const tokenHash = this.deps.digest.sha256Hex(input.token);
    const registration = await registrations.consume(tokenHash, now);
    if (!registration) throw refusalOf(await registrations.findByTokenHash(tokenHash));
    if (await users.findByEmail(registration.email)) {
      throw new DomainError('INVALID_STATE', VERIFY_MESSAGES.alreadyConfirmed);
    }
    let user: User;
    try {
      user = await storeAccount(
        this.deps,
        {
          email: registration.email,
          domain: requireWorkEmailDomain(registration.email),
          passwordHash,
          firstName: cleanName(input.firstName),
          lastName: cleanName(input.lastName),
        },
        false,
      );
    } catch (error) {
      if (isDomainError(error) && error.code === 'ALREADY_EXISTS')
        throw new DomainError('INVALID_STATE', VERIFY_MESSAGES.alreadyConfirmed);
      throw error;
    }
    await registrations.deleteOpenFor(registration.email);
    if (membershipOf(user) === 'pending') await this.tellMembers(user, input.origin);
    return (await users.update(user.id, { lastSignInAt: now, updatedAt: now })) ?? user;
  }

  /**
   * `sauti users verify`: an operator who has checked who a person is gives them a new link for
   * the address's open registration (when its mail cannot reach them), replacing the mailed one;
   * the person still chooses the password on the page. Errors: NOT_FOUND (none open).
   */
  async linkByOperator(input: { email: string; origin: string }): Promise<{ link: string; expiresAt: Date }> {
    const { registrations, clock, ids, digest } = this.deps;
    const email = input.email.trim().toLowerCase();
    const now = clock.now();
    const open = await registrations.findLatestOpen(email, now);
    if (!open)
      throw new DomainError('NOT_FOUND', `No registration of ${input.email} is waiting for confirmation.`);
    const token = ids.newToken(VERIFY_TOKEN_LENGTH);
    const expiresAt = new Date(now.getTime() + VERIFY_LINK_LIFETIME_MS);
    await registrations.replaceOpenFor(email, now);
    await registrations.add({
      ...open,
      id: ids.newId(),
      tokenHash: digest.sha256Hex(token),
      createdAt: now,
      expiresAt,
      usedAt: null,
      replacedAt: null,
    });
    return { link: ACCOUNT_LINKS.verify(input.origin, token), expiresAt };
  }

  private async tellMembers(user: User, origin: string): Promise<void> {
    const organisation = await this.deps.organisations.findById(user.requestedOrganisationId!);
    if (!organisation) return;
    const members = await this.deps.users.listByOrganisation(organisation.id);
    for (const member of members.slice(0, JOIN_REQUEST_RECIPIENTS)) {
      await this.deps.mailer
        .send(joinRequestMail(member.email, user, organisation.name, origin, member.firstName))
        .catch((error: unknown) => this.deps.reportError?.(error));
    }
  }
}

/** Why a link cannot be used: already used, replaced by a newer registration, or unknown or expired. */
function refusalOf(registration: PendingRegistration | null): DomainError {
  if (registration?.usedAt) return new DomainError('INVALID_STATE', VERIFY_MESSAGES.alreadyConfirmed);
  if (registration?.replacedAt) return new DomainError('INVALID_STATE', VERIFY_MESSAGES.replaced);
  return new DomainError('INVALID_STATE', VERIFY_MESSAGES.invalid);
}
