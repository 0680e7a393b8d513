import type { CandidateInvitation } from '../domain/candidate-invitation.js';

/** The moments of a personal invitation another system may want to hear about (`invitation.*`). */
export type CandidateInvitationMoment = 'created' | 'opened' | 'revoked';

/**
 * The one place the invitation use cases announce their moments: the container publishes each
 * as the webhook event `invitation.{moment}`. Never fails the caller's action (the action already
 * happened).
 */
export interface CandidateInvitationEvents {
  announce(moment: CandidateInvitationMoment, invitation: CandidateInvitation): Promise<void>;
}
