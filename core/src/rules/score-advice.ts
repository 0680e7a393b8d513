import type { Recommendation } from './recommendation.js';

/** What a band advises: go on with the candidate, stop, or nothing either way. */
export type ScoreAdvice = 'advance' | 'decline' | 'none';

const ADVICE: Readonly<Record<Recommendation, ScoreAdvice>> = {
  'Strong Hire': 'advance',
  Hire: 'advance',
  Maybe: 'none',
  'No Hire': 'decline',
};

/** The advice of a stored band; an interview that was not scored (null) advises nothing. */
export function adviceOfBand(band: string | null): ScoreAdvice {
  return band !== null && band in ADVICE ? ADVICE[band as Recommendation] : 'none';
}

/** Whether a final decision went the other way from a band's advice (none: nothing to go against). */
export function wentAgainstAdvice(outcome: 'hired' | 'rejected', advice: ScoreAdvice): boolean {
  return advice !== 'none' && advice !== (outcome === 'hired' ? 'advance' : 'decline');
}

/** One group of decided candidates: HR's outcome and the band of their latest evaluation. */
export interface DecisionGroup {
  outcome: 'hired' | 'rejected';
  band: string | null;
  candidates: number;
}

/** How often HR's decisions went against the scores' advice (docs/behaviour/review.md §12). */
export interface DecisionAgreement {
  /** Hired and rejected candidates with an evaluation. */
  decided: number;
  /** Of those, the ones whose band advised something (Strong Hire, Hire or No Hire). */
  withAdvice: number;
  /** Hired against a No Hire, or rejected against a Hire or Strong Hire. */
  againstAdvice: number;
  /** againstAdvice of withAdvice as a whole percent; null with no advice to go against. */
  againstPercent: number | null;
}

/** Counts the decisions that differ from the scores' advice. */
export function decisionAgreement(groups: readonly DecisionGroup[]): DecisionAgreement {
  let decided = 0;
  let withAdvice = 0;
  let againstAdvice = 0;
  for (const group of groups) {
    const advice = adviceOfBand(group.band);
    decided += group.candidates;
    if (advice === 'none') continue;
    withAdvice += group.candidates;
    if (wentAgainstAdvice(group.outcome, advice)) againstAdvice += group.candidates;
  }
  return {
    decided,
    withAdvice,
    againstAdvice,
    againstPercent: withAdvice === 0 ? null : Math.round((againstAdvice * 100) / withAdvice),
  };
}
