import type { HiringOutcome } from './candidate-session.js';

/** How a decision was recorded: the review screen, the API, or read from sessions decided earlier. */
export type HiringDecisionSource = 'screen' | 'api' | 'earlier';

/**
 * One hiring decision a person recorded, beside the automated recommendation in force when it was
 * made (docs/behaviour/review.md §14): the log an administrator exports for a regulator. Table
 * `hiring_decisions`; a row goes with its candidate.
 */
export interface HiringDecision {
  id: string;
  sessionId: string;
  jobId: string;
  organisationId: string;
  /** Null when the decision was cleared ("No decision yet"). */
  outcome: HiringOutcome | null;
  previousOutcome: HiringOutcome | null;
  decidedAt: Date;
  /** The member who decided (or who made the API key); null when unknown or since removed. */
  decidedByUserId: string | null;
  /** The administrator acting as that member, when impersonating. */
  impersonatorUserId: string | null;
  apiKeyId: string | null;
  source: HiringDecisionSource;
  /** The latest evaluation at that moment, as it stood; all null when there was none. */
  evaluationId: string | null;
  evaluatorVersion: string | null;
  overallScore: number | null;
  recommendation: string | null;
}
