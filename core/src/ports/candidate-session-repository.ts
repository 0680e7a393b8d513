import type {
  CandidateSession,
  CandidateSessionUpdate,
  NewCandidateSession,
} from '../domain/candidate-session.js';

/** Which completed sessions `listCompleted` returns; every given bound narrows the list. */
export interface CompletedSessionFilter {
  jobId?: string;
  /** Completed at or after this instant. */
  completedFrom?: Date;
  /** Completed strictly before this instant. */
  completedBefore?: Date;
}

/** Candidate interview sessions. */
export interface CandidateSessionRepository {
  create(session: NewCandidateSession): Promise<CandidateSession>;
  findById(id: string): Promise<CandidateSession | null>;
  /** A session only if it belongs to `jobId`. */
  findInJob(id: string, jobId: string): Promise<CandidateSession | null>;
  /** Sessions of a job, oldest start first. */
  listByJob(jobId: string): Promise<CandidateSession[]>;
  /** Sessions of several jobs, oldest start first. */
  listByJobs(jobIds: readonly string[]): Promise<CandidateSession[]>;
  /** Completed sessions matching `filter`, oldest completion first (then by id). */
  listCompleted(filter?: CompletedSessionFilter): Promise<CandidateSession[]>;
  /** Applies `update`; null when there is no such session. */
  update(id: string, update: CandidateSessionUpdate): Promise<CandidateSession | null>;
  /**
   * Deletes a session that was just created and never handed out (a start that failed after the
   * insert): it has no answers or evaluations yet. Nothing when there is no such session.
   */
  discard(id: string): Promise<void>;
}
