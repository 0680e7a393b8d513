import type { CandidateFeedback } from '../../domain/candidate-feedback.js';
import { DomainError } from '../../domain/errors.js';
import type { Digest } from '../../ports/digest.js';
import type { Ids } from '../../ports/ids.js';
import { FEEDBACK_LIMITS, FEEDBACK_MESSAGES } from '../../contract/feedback-texts.js';
import { linkTo } from '../accounts/link-mail.js';

const DAY_MS = 86_400_000;

/** A new page link token, the digest stored in its place and when it stops working. */
export function issueFeedbackLink(
  ids: Ids,
  digest: Digest,
  now: Date,
): { token: string; hash: string; expiresAt: Date } {
  const token = ids.newToken(FEEDBACK_LIMITS.linkTokenLength);
  return {
    token,
    hash: digest.sha256Hex(token),
    expiresAt: new Date(now.getTime() + FEEDBACK_LIMITS.linkValidDays * DAY_MS),
  };
}

/** The candidate's feedback page: `/interview/{jobId}/feedback/{sessionId}?token={token}`. */
export function feedbackPageLink(origin: string, jobId: string, sessionId: string, token: string): string {
  const path = `/interview/${encodeURIComponent(jobId)}/feedback/${encodeURIComponent(sessionId)}`;
  return linkTo(origin, path, { token });
}

/** The "How your interview is assessed" page of a job. */
export function assessmentPageLink(origin: string, jobId: string): string {
  return linkTo(origin, `/interview/${encodeURIComponent(jobId)}/assessment`);
}

/**
 * The record a candidate's link opens. The link is bound to its interview: only the token mailed
 * for this session matches its stored digest, so a forged token, another candidate's token or a
 * link replaced since are NOT_FOUND alike; an expired one is INVALID_STATE.
 */
export function assertFeedbackLink(
  record: CandidateFeedback | null,
  token: string,
  digest: Digest,
  now: Date,
): CandidateFeedback {
  if (!record?.linkTokenHash || !record.sent || digest.sha256Hex(token) !== record.linkTokenHash) {
    throw new DomainError('NOT_FOUND', FEEDBACK_MESSAGES.linkInvalid);
  }
  if (!record.linkExpiresAt || record.linkExpiresAt.getTime() <= now.getTime()) {
    throw new DomainError('INVALID_STATE', FEEDBACK_MESSAGES.linkExpired);
  }
  return record;
}
