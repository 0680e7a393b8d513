/** One email with a plain-text and an HTML body. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** What a mailer reports after accepting a message. */
export interface SentMail {
  /** The Message-ID or another id of the sent message. */
  id: string;
  /** Where the message can be looked at, when it was not really sent (e.g. an outbox file path). */
  location?: string;
}

/** Sends email (SMTP in production, an outbox folder by default). */
export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}
