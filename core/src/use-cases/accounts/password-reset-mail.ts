import type { MailMessage } from '../../ports/mailer.js';
import { linkMail, linkTo } from './link-mail.js';

/** The reset link of docs/behaviour/platform.md §2.10: `{origin}/reset-password?token={token}`. */
export function resetPasswordLink(origin: string, token: string): string {
  return linkTo(origin, '/reset-password', { token });
}

/** The password reset email, in plain text and HTML, both carrying the link. */
export function passwordResetMail(
  to: string,
  link: string,
  validMinutes: number,
  greetingName: string | null = null,
): MailMessage {
  return linkMail({
    to,
    greetingName,
    subject: 'Reset your Sauti password',
    paragraphs: [
      'We received a request to reset the password of your Sauti account.',
      `Open this link to choose a new password (valid for ${validMinutes} minutes, usable once):`,
    ],
    link: { href: link, label: 'Reset your password' },
    closing: 'If you did not ask for this, you can ignore this email; your password stays the same.',
  });
}
