import type { Mailer } from '@sauti/core/ports/mailer';
import { DEFAULT_MAIL_FROM, OutboxMailer } from './outbox-mailer.js';
import { describeSmtpUrl, SmtpMailer } from './smtp-mailer.js';

/** Mail settings: SMTP_URL and MAIL_FROM from the environment, DATA_DIR for the outbox. */
export interface MailSettings {
  smtpUrl?: string | undefined;
  mailFrom?: string | undefined;
  dataDir: string;
}

/** SMTP when SMTP_URL is set, else the outbox folder; `description` is for the start-up log. */
export function createMailer(settings: MailSettings): { mailer: Mailer; description: string } {
  const from = settings.mailFrom ?? DEFAULT_MAIL_FROM;
  if (settings.smtpUrl) {
    return {
      mailer: new SmtpMailer({ smtpUrl: settings.smtpUrl, from }),
      description: describeSmtpUrl(settings.smtpUrl),
    };
  }
  const outbox = new OutboxMailer({ dataDir: settings.dataDir, from });
  return { mailer: outbox, description: `outbox folder ${outbox.outboxDir}` };
}
