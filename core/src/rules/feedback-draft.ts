import type { FeedbackContent } from '../domain/candidate-feedback.js';
import type { PillarId } from '../domain/criteria.js';
import { FEEDBACK_PHRASES } from './feedback-phrases.js';
import { isMet } from './scoring.js';

/** How many strengths and growth suggestions a generated draft gives at most. */
export const DRAFT_SIZES = { strengths: 2, growth: 2 } as const;

/** One enabled criterion of the job as the evaluation scored it, in the job's order. */
export interface DraftCriterion {
  id: PillarId;
  label: string;
  /** 0-100; null when the evaluation has no score for it. */
  score: number | null;
}

/** What the draft is built from: the scored criteria, the overall figures and the organisation's choice. */
export interface FeedbackDraftInput {
  criteria: readonly DraftCriterion[];
  overallScore: number | null;
  band: string | null;
  /** The organisation shows the overall score and band to candidates. */
  showScores: boolean;
}

type Scored = DraftCriterion & { score: number; order: number };

const strengthOf = (c: Scored) => `${c.label}: ${FEEDBACK_PHRASES[c.id].strength}`;
const growthOf = (c: Scored) => `${c.label}: ${FEEDBACK_PHRASES[c.id].growth}`;

/**
 * The feedback generated from an evaluation (docs/behaviour/interview.md §17): up to two strengths,
 * each from a criterion the candidate met (highest score first), and one or two growth
 * suggestions from the criteria not met (lowest first; with every criterion met, the lowest one,
 * to grow further). Only fixed plain sentences and the criteria's names are used, never the
 * evaluator's own text, so no flag, quote or score reaches the candidate; the overall score and
 * band only when the organisation shows them. Null when no criterion has a score: nothing to base
 * feedback on, a person writes it.
 */
export function draftFeedback(input: FeedbackDraftInput): FeedbackContent | null {
  const scored: Scored[] = input.criteria.flatMap((c, order) =>
    typeof c.score === 'number' && Number.isFinite(c.score) ? [{ ...c, score: c.score, order }] : [],
  );
  if (scored.length === 0) return null;
  const met = scored.filter((c) => isMet(c.score)).sort((a, b) => b.score - a.score || a.order - b.order);
  const unmet = scored.filter((c) => !isMet(c.score)).sort((a, b) => a.score - b.score || a.order - b.order);
  const lowestMet = met.length ? [met[met.length - 1]!] : [];
  const growth = (unmet.length ? unmet : lowestMet).slice(0, DRAFT_SIZES.growth);
  const figures =
    input.showScores && input.overallScore !== null && input.band !== null
      ? { overallScore: Math.round(input.overallScore), band: input.band }
      : null;
  return {
    strengths: met.slice(0, DRAFT_SIZES.strengths).map(strengthOf),
    growth: growth.map(growthOf),
    note: null,
    figures,
  };
}
