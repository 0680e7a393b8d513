import { LEGAL_PATHS } from '../../contract/legal.js';
import type { MailMessage } from '../../ports/mailer.js';
import { inertText } from '../../rules/inert-links.js';
import { linkMail, linkTo } from './link-mail.js';

/** The pages the account mails link to (the web app's routes). */
export const ACCOUNT_LINKS = {
  verify: (origin: string, token: string) => linkTo(origin, '/verify-email', { token }),
  signIn: (origin: string) => linkTo(origin, '/login'),
  forgotPassword: (origin: string) => linkTo(origin, '/forgot-password'),
  register: (origin: string, email: string) => linkTo(origin, '/register', { email }),
  members: (origin: string) => linkTo(origin, '/members'),
  privacy: (origin: string) => linkTo(origin, LEGAL_PATHS.privacy),
};

/**
 * "Amina Otieno (amina@acme.co.ke)", or the address alone. The name is typed by its owner, so any
 * address in it is made inert (docs/behaviour/platform.md §13); the confirmed address is not.
 */
export function personLabel(person: { firstName: string | null; lastName: string | null; email: string }) {
  const name = inertText([person.firstName, person.lastName].filter(Boolean).join(' '));
  return name ? `${name} (${person.email})` : person.email;
}

/** The confirmation link of a new registration; `replaces` when it replaced an earlier link of the address. */
export function verifyEmailMail(to: string, link: string, validHours: number, replaces = false): MailMessage {
  return linkMail({
    to,
    subject: 'Confirm your email address for Sauti',
    paragraphs: [
      'Someone (we hope you) started creating a Sauti account with this address.',
      ...(replaces
        ? ['This link replaces the one we sent earlier, which no longer works: Sauti was asked again.']
        : []),
      `Open this link to confirm it, choose your password and sign in (valid for ${validHours} hours, usable once):`,
    ],
    link: { href: link, label: 'Confirm my email address' },
    closing:
      'If you did not sign up, ignore this email: no account is created without it, and nobody else can choose its password.',
  });
}

/** Sent instead of a confirmation when the address already has an account (the answer is the same). */
export function alreadyRegisteredMail(to: string, origin: string): MailMessage {
  return linkMail({
    to,
    subject: 'You already have a Sauti account',
    paragraphs: [
      'Someone tried to create a Sauti account with this address, which already has one.',
      `If it was you, sign in, or choose a new password at ${ACCOUNT_LINKS.forgotPassword(origin)} if you forgot it:`,
    ],
    link: { href: ACCOUNT_LINKS.signIn(origin), label: 'Sign in to Sauti' },
    closing: 'If it was not you, nothing has changed and you can ignore this email.',
    privacyLink: ACCOUNT_LINKS.privacy(origin),
  });
}

/** Tells the members that a colleague asks to join. */
export function joinRequestMail(
  to: string,
  requester: { firstName: string | null; lastName: string | null; email: string },
  organisationName: string,
  origin: string,
  greetingName: string | null = null,
): MailMessage {
  return linkMail({
    to,
    greetingName,
    subject: `${personLabel(requester)} asks to join ${organisationName} on Sauti`,
    paragraphs: [
      `${personLabel(requester)} confirmed their address and asks to join ${organisationName} on Sauti.`,
      'Until a member approves, they see none of your jobs or candidates. Approve or refuse here:',
    ],
    link: { href: ACCOUNT_LINKS.members(origin), label: 'Review the request' },
    privacyLink: ACCOUNT_LINKS.privacy(origin),
  });
}

/** Tells someone a member invited them. */
export function invitationMail(
  to: string,
  inviter: { firstName: string | null; lastName: string | null; email: string },
  organisationName: string,
  origin: string,
): MailMessage {
  return linkMail({
    to,
    subject: `${personLabel(inviter)} invited you to ${organisationName} on Sauti`,
    paragraphs: [
      `${personLabel(inviter)} invited you to join ${organisationName} on Sauti, where your team runs voice interviews.`,
      'Create your account with this address; you join as soon as you confirm it:',
    ],
    link: { href: ACCOUNT_LINKS.register(origin, to), label: 'Create my account' },
    privacyLink: ACCOUNT_LINKS.privacy(origin),
  });
}

/** Tells a waiting colleague they are in. */
export function joinApprovedMail(
  to: string,
  organisationName: string,
  origin: string,
  greetingName: string | null = null,
): MailMessage {
  return linkMail({
    to,
    greetingName,
    subject: `You have joined ${organisationName} on Sauti`,
    paragraphs: [
      `A member approved your request: you now see the jobs and candidates of ${organisationName}.`,
    ],
    link: { href: ACCOUNT_LINKS.signIn(origin), label: 'Sign in to Sauti' },
  });
}
