import type { CandidateFigures, CriterionFigure } from '@sauti/core/contract/review-views';
import { NOT_SCORED_LABEL } from '@sauti/core/rules/answer-scores';
import { percentText } from '@sauti/core/rules/scoring';

/*
 * How every review screen writes a candidate's figures (docs/behaviour/review.md §10). The server
 * computes them once (core/src/use-cases/review/candidate-figures.ts); the screens only format
 * them, here, on one scale per kind: the overall score and each criterion in percent.
 */

export { percentText };

/** '83%', or 'Not scored — needs a human listen'. */
export function scoreText(figures: Pick<CandidateFigures, 'scorePercent'>): string {
  return figures.scorePercent === null ? NOT_SCORED_LABEL : percentText(figures.scorePercent);
}

/** A criterion's score: '74%', or 'N/A' when the evaluation gave it none. */
export function criterionText(criterion: Pick<CriterionFigure, 'percent'>): string {
  return criterion.percent === null ? 'N/A' : percentText(criterion.percent);
}

/** '2/4' criteria met, or null when not scored (no "Criteria met 0/4" beside "Not scored"). */
export function criteriaMetText(figures: Pick<CandidateFigures, 'criteriaMet'>): string | null {
  return figures.criteriaMet ? `${figures.criteriaMet.met}/${figures.criteriaMet.total}` : null;
}

/**
 * 'Partial Match · 1/2 criteria met' under a scored candidate's score, 'Awaiting evaluation' before
 * the evaluation, and nothing when not scored (the score line already says so).
 */
export function matchLine(figures: CandidateFigures, evaluated: boolean): string | null {
  if (!evaluated) return 'Awaiting evaluation';
  const met = criteriaMetText(figures);
  return figures.matchLevel && met ? `${figures.matchLevel} · ${met} criteria met` : null;
}
