import type { MailMessage } from '../../ports/mailer.js';

/** The reset link of spec 1 §2.10: `{origin}/reset-password?token={token}`. */
export function resetPasswordLink(origin: string, token: string): string {
  return `${origin.replace(/\/+$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
}

/** The password reset e-mail, in plain text and HTML, both carrying the link. */
export function passwordResetMail(to: string, link: string, validMinutes: number): MailMessage {
  const subject = 'Reset your Sauti password';
  const text = [
    'Hello,',
    '',
    'We received a request to reset the password of your Sauti account.',
    `Open this link to choose a new password (valid for ${validMinutes} minutes, usable once):`,
    '',
    link,
    '',
    'If you did not ask for this, you can ignore this e-mail; your password stays the same.',
  ].join('\n');
  const href = escapeHtml(link);
  const html = [
    '<p>Hello,</p>',
    '<p>We received a request to reset the password of your Sauti account.</p>',
    `<p>Open this link to choose a new password (valid for ${validMinutes} minutes, usable once):</p>`,
    `<p><a href="${href}">Reset your password</a></p>`,
    `<p>Or copy this address into your browser: ${href}</p>`,
    '<p>If you did not ask for this, you can ignore this e-mail; your password stays the same.</p>',
  ].join('\n');
  return { to, subject, text, html };
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}
