import { DomainError, isDomainError } from '../../domain/errors.js';
import { membershipOf } from '../../domain/membership.js';
import type { User } from '../../domain/user.js';
import type { Mailer } from '../../ports/mailer.js';
import type { Digest } from '../../ports/digest.js';
import type { RegistrationRepository } from '../../ports/registration-repository.js';
import { joinRequestMail } from './account-mails.js';
import { storeAccount, type PlacementDeps } from './account-placement.js';
import { requireWorkEmailDomain } from './credentials.js';

export const VERIFY_MESSAGES = {
  invalid: 'This confirmation link is invalid or has expired. Please register again to get a new one.',
  alreadyConfirmed: 'This address is already confirmed. Please sign in.',
} as const;

/** Members told about one join request at most (the oldest members of a large organisation). */
const JOIN_REQUEST_RECIPIENTS = 20;

/** Ports of confirming an address. */
export type VerifyEmailDeps = PlacementDeps & {
  registrations: RegistrationRepository;
  digest: Digest;
  mailer: Mailer;
  reportError?: (error: unknown) => void;
};

/** POST /api/verify-email: the link of the confirmation mail. */
export class VerifyEmail {
  constructor(private readonly deps: VerifyEmailDeps) {}

  /**
   * Uses the link once and creates the account it confirms: founder of a new organisation, a
   * member when invited, or waiting for a member's approval (the members are told by mail). The
   * caller signs the account in, so its last sign-in is recorded now.
   * Errors: INVALID_STATE (unknown, expired or used link; an address confirmed meanwhile).
   */
  execute(input: { token: string; origin: string }): Promise<User> {
    return this.confirm(this.deps.digest.sha256Hex(input.token), input.origin);
  }

  /**
   * `sauti users verify`: an operator confirms the newest open registration of an address (when
   * mail cannot reach it), exactly as if its link had been used. Errors: NOT_FOUND (none open),
   * INVALID_STATE as above.
   */
  async confirmByOperator(input: { email: string; origin: string }): Promise<User> {
    const open = await this.deps.registrations.findLatestOpen(
      input.email.trim().toLowerCase(),
      this.deps.clock.now(),
    );
    if (!open)
      throw new DomainError('NOT_FOUND', `No registration of ${input.email} is waiting for confirmation.`);
    return this.confirm(open.tokenHash, input.origin);
  }

  private async confirm(tokenHash: string, origin: string): Promise<User> {
    const { registrations, users, clock } = this.deps;
    const now = clock.now();
    const registration = await registrations.consume(tokenHash, now);
    if (!registration) {
      const used = (await registrations.findByTokenHash(tokenHash))?.usedAt;
      throw new DomainError(
        'INVALID_STATE',
        used ? VERIFY_MESSAGES.alreadyConfirmed : VERIFY_MESSAGES.invalid,
      );
    }
    if (await users.findByEmail(registration.email)) {
      throw new DomainError('INVALID_STATE', VERIFY_MESSAGES.alreadyConfirmed);
    }
    let user: User;
    try {
      user = await storeAccount(
        this.deps,
        { ...registration, domain: requireWorkEmailDomain(registration.email) },
        false,
      );
    } catch (error) {
      if (isDomainError(error) && error.code === 'ALREADY_EXISTS')
        throw new DomainError('INVALID_STATE', VERIFY_MESSAGES.alreadyConfirmed);
      throw error;
    }
    await registrations.deleteOpenFor(registration.email);
    if (membershipOf(user) === 'pending') await this.tellMembers(user, origin);
    return (await users.update(user.id, { lastSignInAt: now, updatedAt: now })) ?? user;
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
