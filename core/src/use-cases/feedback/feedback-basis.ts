import type { FeedbackContent } from '../../domain/candidate-feedback.js';
import type { Pillar } from '../../domain/criteria.js';
import type { Evaluation } from '../../domain/evaluation.js';
import { draftFeedback } from '../../rules/feedback-draft.js';
import { readStoredScores } from '../evaluation/stored-evaluation.js';
import { interviewFlags, type FlaggableInterview } from './interview-flags.js';

/** The reason HR reads when an interview was not scored (docs/behaviour/review.md §10). */
export const NOT_SCORED_REASON = 'Not scored — needs a human listen';

/**
 * What feedback an interview can get: a draft generated from its evaluation, a message a person
 * must write (with HR's reasons), or nothing yet while the evaluation is awaited.
 */
export type FeedbackBasis =
  | { kind: 'generated'; draft: FeedbackContent }
  | { kind: 'human'; reasons: string[] }
  | { kind: 'awaiting_evaluation' };

/** An interview with its latest evaluation, its job's enabled criteria and the organisation's choice. */
export interface FeedbackSource extends FlaggableInterview {
  evaluation: Evaluation | null;
  pillars: readonly Pillar[];
  showScores: boolean;
}

/**
 * Decides whether feedback may be generated (docs/behaviour/interview.md §17): never for an
 * interview that was not scored or is flagged (`interviewFlags`), nor when no criterion has a
 * score; otherwise the draft of `draftFeedback` from the stored criterion scores and band.
 */
export function feedbackBasis(source: FeedbackSource): FeedbackBasis {
  const { evaluation } = source;
  if (!evaluation) return { kind: 'awaiting_evaluation' };
  const reasons = [
    ...(evaluation.overallScore === null ? [NOT_SCORED_REASON] : []),
    ...interviewFlags(source),
  ];
  if (reasons.length) return { kind: 'human', reasons };
  const { pillarScores } = readStoredScores(evaluation);
  const draft = draftFeedback({
    criteria: source.pillars.map((p) => ({ id: p.id, label: p.label, score: pillarScores[p.id] ?? null })),
    overallScore: evaluation.overallScore,
    band: evaluation.recommendation,
    showScores: source.showScores,
  });
  return draft ? { kind: 'generated', draft } : { kind: 'human', reasons: ['No criterion has a score'] };
}
