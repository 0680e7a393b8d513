import type { HiringOutcome } from '../domain/candidate-session.js';

/** Decided candidates of one outcome and band, as the decision analytics count them. */
export interface DecisionsByBand {
  outcome: Extract<HiringOutcome, 'hired' | 'rejected'>;
  /** The latest evaluation's band, or null when it was not scored. */
  band: string | null;
  candidates: number;
}

/** How the organisation's decisions compare with the scores' advice (docs/behaviour/review.md §12). */
export interface DecisionQueries {
  /** The organisation's hired and rejected candidates with an evaluation, by the band of the latest. */
  decisionsByBand(organisationId: string): Promise<DecisionsByBand[]>;
}
