import type { FeedbackContent, FeedbackStatus } from '../../domain/candidate-feedback.js';
import { DomainError } from '../../domain/errors.js';
import { FEEDBACK_MESSAGES } from '../../contract/feedback-texts.js';
import { contactOf, type FeedbackContext, type FeedbackDeps } from './feedback-deps.js';
import { feedbackPageLink, issueFeedbackLink } from './feedback-link.js';
import { feedbackMail } from './feedback-mails.js';

/**
 * Sends `content` to the candidate and records exactly what went, when and by whom (`by` null:
 * automatically). The sending is claimed first, only from one of the `from` statuses, so HR's
 * Send and the automatic send never both mail a candidate; a refused mail puts the record back as
 * it was and fails with PROVIDER_UNAVAILABLE. False when the claim was lost (sent or held meanwhile).
 */
export async function deliverFeedback(
  deps: FeedbackDeps,
  context: FeedbackContext,
  content: FeedbackContent,
  by: string | null,
  from: readonly FeedbackStatus[],
): Promise<boolean> {
  const { session, job, organisation } = context;
  if (!session.candidateEmail) throw new DomainError('INVALID_STATE', FEEDBACK_MESSAGES.noAddress);
  const now = deps.clock.now();
  const link = issueFeedbackLink(deps.ids, deps.digest, now);
  const before = await deps.feedback.findBySession(session.id);
  if (!before) return false;
  const claimed = await deps.feedback.claimSending(session.id, from, {
    content,
    at: now,
    by,
    linkTokenHash: link.hash,
    linkExpiresAt: link.expiresAt,
  });
  if (!claimed) return false;
  const mail = feedbackMail({
    to: session.candidateEmail,
    name: session.candidateName,
    organisationName: organisation.name,
    job,
    content,
    pageLink: feedbackPageLink(deps.origin, job.id, session.id, link.token),
    linkExpiresAt: link.expiresAt,
    contact: contactOf(deps, organisation),
  });
  try {
    await deps.mailer.send(mail);
  } catch {
    await deps.feedback.update(session.id, {
      status: before.status,
      sent: before.sent,
      sentAt: before.sentAt,
      sentBy: before.sentBy,
      linkTokenHash: before.linkTokenHash,
      linkExpiresAt: before.linkExpiresAt,
    });
    throw new DomainError('PROVIDER_UNAVAILABLE', FEEDBACK_MESSAGES.mailFailed);
  }
  return true;
}
