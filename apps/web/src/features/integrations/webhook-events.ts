import type { WebhookEventType } from '@sauti/core/domain/webhook';

/**
 * The webhook events in words a member recognises (docs/behaviour/platform.md §16). Partial on
 * purpose: an event added to the domain's list shows under its own name until it gets words here.
 */
export const EVENT_TEXT: Partial<Record<WebhookEventType, string>> = {
  'interview.completed': 'Interview completed',
  'evaluation.completed': 'Evaluation completed',
  'hiring_outcome.changed': 'Hiring outcome changed',
  'candidate.deleted': 'Candidate data deleted',
  'invitation.created': 'Candidate invited',
  'invitation.opened': 'Invitation link opened',
  'invitation.revoked': 'Invitation revoked',
};
