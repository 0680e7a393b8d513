import { createTransport } from 'nodemailer';
import type { Mailer, MailMessage, SentMail } from '@sauti/core/ports/mailer';

/**
 * Sends through an SMTP server given as a URL: `smtp://user:pass@host:587` (STARTTLS when the
 * server offers it) or `smtps://user:pass@host:465` (TLS from the start).
 */
export class SmtpMailer implements Mailer {
  private readonly transport;

  constructor(options: { smtpUrl: string; from: string }) {
    this.transport = createTransport(options.smtpUrl, { from: options.from });
  }

  async send(message: MailMessage): Promise<SentMail> {
    const info = await this.transport.sendMail(message);
    return { id: info.messageId };
  }

  /** Closes pooled connections (on shutdown). */
  close(): void {
    this.transport.close();
  }
}

/** The SMTP URL with its password masked, for start-up logs. */
export function describeSmtpUrl(smtpUrl: string): string {
  try {
    const url = new URL(smtpUrl);
    if (url.password) url.password = '***';
    return `SMTP ${url.toString()}`;
  } catch {
    return 'SMTP (unparsable URL)';
  }
}
