import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import MailComposer from 'nodemailer/lib/mail-composer';
import type { Mailer, MailMessage, SentMail } from '@sauti/core/ports/mailer';

/** Sender used when MAIL_FROM is not configured. */
export const DEFAULT_MAIL_FROM = 'Sauti <no-reply@sauti.local>';

/**
 * The zero-config mailer: writes each message as an RFC 822 `.eml` file (multipart/alternative
 * with text and HTML parts) under `{dataDir}/outbox/`, so mail can be read without an SMTP server.
 * `location` is the file's absolute path.
 */
export class OutboxMailer implements Mailer {
  readonly outboxDir: string;

  constructor(options: { dataDir: string; from?: string; now?: () => Date }) {
    this.outboxDir = resolve(options.dataDir, 'outbox');
    this.from = options.from ?? DEFAULT_MAIL_FROM;
    this.now = options.now ?? (() => new Date());
  }

  private readonly from: string;
  private readonly now: () => Date;

  async send(message: MailMessage): Promise<SentMail> {
    const date = this.now();
    const node = new MailComposer({ from: this.from, date, ...message }).compile();
    const raw = await node.build();
    await mkdir(this.outboxDir, { recursive: true });
    // Sortable by time; the uuid keeps two mails of one millisecond apart.
    const name = `${date.toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`;
    const location = join(this.outboxDir, name);
    await writeFile(location, raw, { flag: 'wx' });
    return { id: node.messageId(), location };
  }
}
