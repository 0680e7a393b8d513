import type { Mailer } from '../../ports/mailer.js';
import { requireAdmin, type Actor } from '../accounts/tenancy.js';
import { candidateNotificationMail, candidateReviewLink } from './candidate-notification-mail.js';
import type { TestEmailResult } from '../../contract/analytics.js';

/** The sample candidate of the test email (docs/behaviour/platform.md §9: a sample with a score of 82%). */
export const SAMPLE_CANDIDATE = {
  candidateName: 'Sample Candidate',
  jobTitle: 'Sample Job',
  score: 82,
  evaluated: true,
} as const;

/** What the admin is told when the test mail only landed in the outbox folder. */
function notConfiguredMessage(to: string, location: string): string {
  return (
    `Email is not configured (SMTP_URL is not set), so the test email to ${to} was not sent: ` +
    `it was written to ${location} instead. Set SMTP_URL to send real email.`
  );
}

/** POST /api/test-email-notification: mails the administrator a sample candidate notification. */
export class SendTestEmail {
  constructor(private readonly deps: { mailer: Mailer; publicUrl: string }) {}

  /**
   * Success only when the mailer really sent it; a mailer that kept it somewhere (the outbox
   * folder) reports a `location`, and the answer says so. Errors: FORBIDDEN.
   */
  async execute(actor: Actor, admin: { email: string; firstName: string | null }): Promise<TestEmailResult> {
    requireAdmin(actor);
    const mail = candidateNotificationMail({
      to: admin.email,
      firstName: admin.firstName,
      test: true,
      candidates: [
        { ...SAMPLE_CANDIDATE, reviewUrl: candidateReviewLink(this.deps.publicUrl, 'sample-job', 'sample') },
      ],
    });
    try {
      const sent = await this.deps.mailer.send(mail);
      if (sent.location !== undefined) {
        return { success: false, message: notConfiguredMessage(admin.email, sent.location) };
      }
      return { success: true, message: `Test email sent to ${admin.email}.` };
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      return { success: false, message: `The test email to ${admin.email} could not be sent: ${reason}` };
    }
  }
}
