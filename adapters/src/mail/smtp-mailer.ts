import type { Transporter } from 'nodemailer';
import type { Mailer, MailMessage, SentMail } from '@sauti/core/ports/mailer';

/**
 * Sends through an SMTP server given as a URL: `smtp://user:pass@host:587` (STARTTLS when the
 * server offers it) or `smtps://user:pass@host:465` (TLS from the start). nodemailer's transports
 * (~25 MiB of RSS) are imported at the first mail, so a server writing to the outbox never loads them.
 */
export class SmtpMailer implements Mailer {
  private transport: Promise<Transporter> | null = null;

  constructor(private readonly options: { smtpUrl: string; from: string }) {}

  async send(message: MailMessage): Promise<SentMail> {
    const info = (await (await this.connect()).sendMail(message)) as { messageId: string };
    return { id: info.messageId };
  }

  /** Closes pooled connections (on shutdown); nothing to do before the first mail. */
  close(): void {
    void this.transport?.then((transport) => transport.close()).catch(() => undefined);
  }

  private connect(): Promise<Transporter> {
    this.transport ??= import('nodemailer').then(({ createTransport }) =>
      createTransport(this.options.smtpUrl, { from: this.options.from }),
    );
    // A failed import or a URL nodemailer refuses fails this mail; the next one tries again.
    this.transport.catch(() => (this.transport = null));
    return this.transport;
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
