/**
 * A personal invitation of one candidate to one job's interview (table `candidate_invitations`;
 * docs/behaviour/interview.md §15). Not the invitation of an HR colleague to an organisation
 * (`Invitation` in membership.ts): this one is mailed (or texted) to a candidate with a link that
 * opens the interview with the intake pre-filled.
 */
export interface CandidateInvitation {
  id: string;
  jobId: string;
  organisationId: string;
  name: string;
  /**
   * Trimmed and lower-case: one invitation per address and job. Null for an invitation sent by
   * SMS only (docs/behaviour/interview.md §15): it has a phone number instead.
   */
  email: string | null;
  /**
   * E.164 (+254712345678): one invitation per number and job; null when none was given. An
   * invitation without an email gets its link by SMS to this number. Older invitations hold the
   * number as typed (it was only the intake's pre-fill then).
   */
  phone: string | null;
  /**
   * The applicant tracking system's id of the candidate (rules/external-reference.ts), copied to
   * the interview started from the link; null when none was given.
   */
  externalReference: string | null;
  /** SHA-256 of the link's token; the token itself is only ever in the mail. */
  tokenHash: string;
  invitedBy: string | null;
  createdAt: Date;
  /** After this instant the link answers that the invitation has expired. */
  expiresAt: Date;
  /** When the invitation mail was last sent (the first sending, or the last resend). */
  lastSentAt: Date;
  /** First time the candidate opened the link. */
  openedAt: Date | null;
  /** The interview started from the link; its status says whether it was completed. */
  sessionId: string | null;
  revokedAt: Date | null;
  /** When the one reminder went out, if it did. */
  remindedAt: Date | null;
}

/** Where an invitation stands for HR: each later stage implies the earlier ones. */
export type CandidateInvitationStatus =
  'invited' | 'opened' | 'started' | 'completed' | 'revoked' | 'expired';

/** How the invitation's link reaches the candidate: by mail when it has an address, else by SMS. */
export type InvitationChannel = 'email' | 'sms';

export function invitationChannel(invitation: Pick<CandidateInvitation, 'email'>): InvitationChannel {
  return invitation.email ? 'email' : 'sms';
}
