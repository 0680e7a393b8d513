import { GRADE_FEATURES, type GradeFeature } from './grade-features.js';

/**
 * A linear combination of an answer's signals into its score (0-100 before the gates), fitted on
 * the development sets by `train-grade-model.ts` (docs/scoring-rubric.md, "The combination learned
 * after `local-signals@7`: tried and not kept"). Only coefficients: no corpus text.
 */
export interface GradeModel {
  intercept: number;
  weights: Readonly<Record<GradeFeature, number>>;
}

/** The score of one answer by `model`: its signals weighed, kept in 0-100, then the gates applied. */
export function learnedScore(model: GradeModel, features: readonly number[], kept: number): number {
  let sum = model.intercept;
  GRADE_FEATURES.forEach((f, i) => (sum += model.weights[f] * features[i]!));
  return Math.round(Math.max(0, Math.min(100, sum)) * kept);
}
