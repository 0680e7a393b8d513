/**
 * A personal invitation of one candidate to one job's interview (table `candidate_invitations`;
 * docs/behaviour/interview.md §15). Not the invitation of an HR colleague to an organisation
 * (`Invitation` in membership.ts): this one is mailed to a candidate with a link that opens the
 * interview with the intake pre-filled.
 */
export interface CandidateInvitation {
  id: string;
  jobId: string;
  organisationId: string;
  name: string;
  /** Trimmed and lower-case: one invitation per address and job. */
  email: string;
  phone: string;
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
