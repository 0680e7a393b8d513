import type { CandidateInvitation } from '../domain/candidate-invitation.js';

/** Fields of an invitation that change after it is stored. */
export type CandidateInvitationUpdate = Partial<
  Pick<
    CandidateInvitation,
    'tokenHash' | 'expiresAt' | 'lastSentAt' | 'openedAt' | 'sessionId' | 'revokedAt' | 'remindedAt'
  >
>;

/** Personal invitations of candidates, at most one per (job, normalised email) and one per (job, phone number). */
export interface CandidateInvitationRepository {
  /**
   * Stores the invitations whose (job, email) and (job, phone) are free and returns those stored;
   * one whose address or number is already invited to the job (by an earlier list, or a list sent
   * at the same moment) is skipped, so no address or number is ever invited twice.
   */
  addMany(invitations: readonly CandidateInvitation[]): Promise<CandidateInvitation[]>;
  /** Normalised addresses already invited to the job. */
  emailsOfJob(jobId: string): Promise<Set<string>>;
  /** Phone numbers already invited by SMS to the job (invitations with no email). */
  phonesOfJob(jobId: string): Promise<Set<string>>;
  /** The job's invitations, oldest first. */
  listByJob(jobId: string): Promise<CandidateInvitation[]>;
  findById(id: string): Promise<CandidateInvitation | null>;
  findByTokenHash(tokenHash: string): Promise<CandidateInvitation | null>;
  /** The session's invitation, if the session was started from one. */
  findBySessionId(sessionId: string): Promise<CandidateInvitation | null>;
  update(id: string, update: CandidateInvitationUpdate): Promise<CandidateInvitation | null>;
  /**
   * Links the invitation to the session started from it, unless it already has a session or was
   * revoked; false when it had (two starts with one link at the same moment: one wins).
   */
  claimSession(id: string, sessionId: string, openedAt: Date): Promise<boolean>;
  /**
   * Invitations still waiting for their candidate (no session, not revoked, not reminded, not
   * expired at `now`) whose mail went out at or before `sentBefore`, oldest first, at most `limit`.
   */
  listDueForReminder(sentBefore: Date, now: Date, limit: number): Promise<CandidateInvitation[]>;
  /** Marks the invitation reminded at `at` unless it already was; false when another sweep got it first. */
  claimReminder(id: string, at: Date): Promise<boolean>;
}
