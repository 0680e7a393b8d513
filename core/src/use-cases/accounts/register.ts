import type { Clock } from '../../ports/clock.js';
import type { Ids } from '../../ports/ids.js';
import type { Mailer, MailMessage } from '../../ports/mailer.js';
import type { Digest } from '../../ports/digest.js';
import type { RegistrationRepository } from '../../ports/registration-repository.js';
import type { UserRepository } from '../../ports/user-repository.js';
import type { AbuseBudgets } from '../abuse/abuse-budgets.js';
import { ACCOUNT_LINKS, alreadyRegisteredMail, verifyEmailMail } from './account-mails.js';
import { cleanName, normaliseEmail, requireWorkEmailDomain } from './credentials.js';

/** A confirmation link lives a day and is made of 43 URL-safe random characters (≈258 bits). */
export const VERIFY_TOKEN_LENGTH = 43;
export const VERIFY_LINK_LIFETIME_MS = 24 * 60 * 60_000;

/** The one answer of a registration, whether or not the address has an account. */
export const CHECK_INBOX_MESSAGE =
  'Check your inbox: we sent a link to confirm your address. Open it to choose your password and finish creating your account.';

/** Ports of registration. */
export interface RegisterDeps {
  users: UserRepository;
  registrations: RegistrationRepository;
  budgets: AbuseBudgets;
  digest: Digest;
  mailer: Mailer;
  clock: Clock;
  ids: Ids;
  /** Told about a failed send; the answer must not change, so the error goes here (log it). */
  reportError?: (error: unknown) => void;
}

/** What the registration form sends, and where the request came from. */
export interface RegistrationInput {
  email: string;
  firstName?: string | null;
  lastName?: string | null;
  /** PUBLIC_URL, for the link. */
  origin: string;
  /** The client address key (IPv4, IPv6 /64) for the per-address budget. */
  addressKey: string | null;
}

/**
 * POST /api/register. Creates nothing but a pending registration and mails its confirmation
 * link; the password, the account, its organisation and a session come only from the link
 * (VerifyEmail), so only the holder of the mailbox can set the password. A new registration
 * replaces the address's open one (its link then says so) and its mail says it replaces an
 * earlier link. The answer is the same whether or not the address has an account (an existing
 * account gets a "you already have an account" mail instead of a link). Errors (from the input
 * alone): WORK_EMAIL_REQUIRED, VALIDATION_FAILED; RATE_LIMITED past the per-address budget, or when
 * the address was sent as many mails this hour as it may (said, never silently dropped).
 */
export class RegisterUser {
  constructor(private readonly deps: RegisterDeps) {}

  async execute(input: RegistrationInput): Promise<void> {
    const { users, registrations, budgets, digest, clock, ids } = this.deps;
    const email = normaliseEmail(input.email);
    requireWorkEmailDomain(email);
    await budgets.registration(input.addressKey);
    const existing = await users.findByEmail(email);
    await budgets.registrationMail(email);
    if (existing) return this.send(alreadyRegisteredMail(email, input.origin));

    const token = ids.newToken(VERIFY_TOKEN_LENGTH);
    const now = clock.now();
    const replaced = await registrations.replaceOpenFor(email, now);
    await registrations.add({
      id: ids.newId(),
      email,
      firstName: cleanName(input.firstName),
      lastName: cleanName(input.lastName),
      tokenHash: digest.sha256Hex(token),
      createdAt: now,
      expiresAt: new Date(now.getTime() + VERIFY_LINK_LIFETIME_MS),
      usedAt: null,
      replacedAt: null,
    });
    const hours = VERIFY_LINK_LIFETIME_MS / (60 * 60_000);
    await this.send(verifyEmailMail(email, ACCOUNT_LINKS.verify(input.origin, token), hours, replaced > 0));
  }

  private async send(mail: MailMessage): Promise<void> {
    try {
      await this.deps.mailer.send(mail);
    } catch (error) {
      this.deps.reportError?.(error);
    }
  }
}
