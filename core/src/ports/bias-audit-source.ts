import type { HiringOutcome } from '../domain/candidate-session.js';
import type { SelfIdentificationAnswers } from '../domain/self-identification.js';

/** The interviews an audit covers: one organisation, one job or all, completed in [from, until). */
export interface AuditSelection {
  organisationId: string;
  /** Null for every job of the organisation. */
  jobId: string | null;
  from: Date;
  /** Exclusive. */
  until: Date;
}

/**
 * One completed interview of the selection, as the audit counts it. No id and no name: the rows
 * are counted, never listed, so nothing downstream can tie answers to a candidate.
 */
export interface AuditSourceRow {
  /** The latest evaluation's overall score; null when not scored or not evaluated. */
  overallScore: number | null;
  /** The latest evaluation's band. */
  recommendation: string | null;
  hiringOutcome: HiringOutcome | null;
  /** Null when the candidate gave no self-identification. */
  answers: SelfIdentificationAnswers | null;
}

/** The one read that joins self-identification to scores and outcomes (docs/behaviour/review.md §13). */
export interface BiasAuditSource {
  selection(selection: AuditSelection): Promise<AuditSourceRow[]>;
}
