import type { CandidateInvitationEvents } from '../../ports/candidate-invitation-events.js';
import type { WebhookEvents } from '../../ports/webhook-events.js';

/** Announces nothing: for tests and tools that run the invitation use cases without webhooks. */
export const silentInvitationEvents: CandidateInvitationEvents = {
  announce: () => Promise.resolve(),
};

/**
 * Announces an invitation's moments to the organisation's webhooks as `invitation.created`,
 * `invitation.opened` and `invitation.revoked`. Ids (the applicant tracking system's own
 * included), the job and the dates only: the candidate's name, address and phone stay in Sauti (a receiver that needs them reads them through the API).
 */
export function invitationWebhooks(webhooks: WebhookEvents): CandidateInvitationEvents {
  return {
    announce: (moment, invitation) =>
      webhooks.publish({
        type: `invitation.${moment}`,
        organisationId: invitation.organisationId,
        data: {
          invitationId: invitation.id,
          jobId: invitation.jobId,
          externalReference: invitation.externalReference,
          sessionId: invitation.sessionId,
          expiresAt: invitation.expiresAt.toISOString(),
          openedAt: invitation.openedAt?.toISOString() ?? null,
          revokedAt: invitation.revokedAt?.toISOString() ?? null,
        },
      }),
  };
}
