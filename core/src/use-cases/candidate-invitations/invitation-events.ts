import type { CandidateInvitationEvents } from '../../ports/candidate-invitation-events.js';

/** Announces nothing: what the container binds while no webhook listens for `invitation.*`. */
export const silentInvitationEvents: CandidateInvitationEvents = {
  announce: () => Promise.resolve(),
};
