import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { parseEml } from '@sauti/adapters/mail/testing/parse-eml';

/** One mail the catcher received, decoded. */
export interface CaughtMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/**
 * A real SMTP server on loopback that keeps every message, for tests of mail a person receives
 * (point the app at it with `SMTP_URL: catcher.url`).
 */
export class SmtpCatcher {
  readonly mails: CaughtMail[] = [];
  private server: SMTPServer | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = new SMTPServer({
      disabledCommands: ['STARTTLS'],
      authOptional: true,
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', () => {
          const mail = parseEml(Buffer.concat(chunks).toString('utf8'));
          const part = (type: string) => mail.parts.find((p) => p.contentType === type)?.body ?? '';
          this.mails.push({
            to: session.envelope.rcptTo.map((r) => r.address),
            subject: mail.headers.get('subject') ?? '',
            text: part('text/plain'),
            html: part('text/html'),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
    return this;
  }

  /** Mails to `address` so far. */
  to(address: string): CaughtMail[] {
    return this.mails.filter((m) => m.to.includes(address));
  }

  /** Waits (up to `timeoutMs`) for a mail to `address` whose subject starts with `subject`. */
  async waitFor(address: string, subject: string, timeoutMs = 15_000): Promise<CaughtMail> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.to(address).find((m) => m.subject.startsWith(subject));
      if (found) return found;
      if (Date.now() > deadline) {
        const seen = this.mails.map((m) => `${m.to.join(',')}: ${m.subject}`).join('; ');
        throw new Error(`no mail "${subject}" to ${address}; received: ${seen || 'nothing'}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async stop(): Promise<void> {
    const server = this.server;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}
