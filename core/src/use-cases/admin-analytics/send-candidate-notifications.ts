import type { AdminAnalyticsQueries, CompletedCandidateRow } from '../../ports/admin-analytics-queries.js';
import type { Clock } from '../../ports/clock.js';
import type { Mailer } from '../../ports/mailer.js';
import { requireAdmin, type Actor } from '../accounts/tenancy.js';
import { analyticsCutoffs } from '../../rules/analytics-windows.js';
import type { NotificationsResult } from '../../contract/analytics.js';
import { candidateNotificationMail, candidateReviewLink } from './candidate-notification-mail.js';

/** The answer (see NotificationsResult: emailsSent, and message / failed when they apply). */
export type CandidateNotificationsResult = NotificationsResult;

/** Groups completed interviews by the owner of their job, keeping the order of the rows. */
function byOwner(rows: readonly CompletedCandidateRow[]): CompletedCandidateRow[][] {
  const groups = new Map<string, CompletedCandidateRow[]>();
  for (const row of rows) groups.set(row.ownerId, [...(groups.get(row.ownerId) ?? []), row]);
  return [...groups.values()];
}

/**
 * POST /api/admin/send-candidate-notifications: one digest per HR user whose jobs had candidates
 * complete an interview in the last 7 days.
 */
export class SendCandidateNotifications {
  constructor(
    private readonly deps: {
      queries: AdminAnalyticsQueries;
      mailer: Mailer;
      clock: Clock;
      publicUrl: string;
      reportError?: (error: unknown) => void;
    },
  ) {}

  /** Errors: FORBIDDEN. */
  async execute(actor: Actor): Promise<CandidateNotificationsResult> {
    requireAdmin(actor);
    const { weekStart } = analyticsCutoffs(this.deps.clock.now());
    const rows = await this.deps.queries.completedCandidatesSince(weekStart);
    let emailsSent = 0;
    let failed = 0;
    let outbox: string | undefined;
    for (const group of byOwner(rows)) {
      const owner = group[0]!;
      const mail = candidateNotificationMail({
        to: owner.ownerEmail,
        firstName: owner.ownerFirstName,
        candidates: group.map((row) => ({
          candidateName: row.candidateName,
          jobTitle: row.jobTitle,
          score: row.score,
          evaluated: row.evaluated,
          reviewUrl: candidateReviewLink(this.deps.publicUrl, row.jobId, row.sessionId),
        })),
      });
      try {
        const sent = await this.deps.mailer.send(mail);
        emailsSent += 1;
        // The folder of the outbox file (the file names differ per mail).
        if (sent.location !== undefined)
          outbox = sent.location.replace(/[^/\\]+$/, '') || 'the outbox folder';
      } catch (error) {
        failed += 1;
        this.deps.reportError?.(error);
      }
    }
    const result: CandidateNotificationsResult = { emailsSent };
    if (failed > 0) result.failed = failed;
    if (outbox !== undefined) {
      result.message =
        `Email is not configured (SMTP_URL is not set), so the ${emailsSent} notification email(s) were not ` +
        `sent: they were written to ${outbox} instead. Set SMTP_URL to send real email.`;
    }
    return result;
  }
}
