import type { EvaluationProvenance } from '../domain/evaluation-provenance.js';
import type { HiringDecision } from '../domain/hiring-decision.js';

/** Reads what was stored with an evaluation to re-run it (docs/behaviour/review.md §14). */
export interface EvaluationProvenanceReader {
  /** The stored input of an evaluation; null for an unknown id or one stored before the log began. */
  find(evaluationId: string): Promise<EvaluationProvenance | null>;
}

/** A decision as the exported log shows it, with the names the ids stand for. */
export interface LoggedHiringDecision extends HiringDecision {
  organisationDomain: string;
  jobTitle: string;
  decidedByEmail: string | null;
}

/** Which decisions to export: decided in [from, until), of one organisation or all. */
export interface HiringDecisionQuery {
  from: Date | null;
  until: Date | null;
  organisationId: string | null;
}

/** The log of hiring decisions beside the recommendations in force (docs/behaviour/review.md §14). */
export interface HiringDecisionLog {
  add(decision: HiringDecision): Promise<void>;
  /** Oldest first (decided time, then id). */
  list(query: HiringDecisionQuery): Promise<LoggedHiringDecision[]>;
}
