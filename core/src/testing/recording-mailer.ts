import type { Mailer, MailMessage, SentMail } from '../ports/mailer.js';

/** A mailer that keeps every message in memory; `failWith` makes the next sends fail. */
export class RecordingMailer implements Mailer {
  readonly sent: MailMessage[] = [];
  failWith: Error | null = null;

  async send(message: MailMessage): Promise<SentMail> {
    if (this.failWith) throw this.failWith;
    this.sent.push({ ...message });
    return { id: `mail-${this.sent.length}`, location: `memory:${this.sent.length}` };
  }

  /** Messages sent to `to`. */
  to(to: string): MailMessage[] {
    return this.sent.filter((m) => m.to === to);
  }
}
