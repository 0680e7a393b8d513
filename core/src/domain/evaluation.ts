import type { EvaluationProvenance } from './evaluation-provenance.js';
import type { JsonValue } from './json.js';

/**
 * An evaluation of one interview, by built-in scoring or a language model (table `ai_evaluations`). A session may be re-evaluated; the
 * latest `evaluatedAt` wins.
 */
export interface Evaluation {
  id: string;
  sessionId: string;
  /** 0-100; null when the interview was not scored (too few assessable answers: see answer-scores). */
  overallScore: number | null;
  strengths: string | null;
  weaknesses: string | null;
  recommendation: string | null;
  /** communicationSkills, problemSolving, motivation (out of 10), feedback, summary, per-pillar details. */
  detailedAnalysis: JsonValue | null;
  /** Criterion id to score. */
  pillarScores: Record<string, number> | null;
  evaluatedAt: Date;
}

/**
 * What is needed to store an evaluation: its row, and what re-runs it (docs/behaviour/review.md
 * §13), stored with it in one transaction. Only rows made outside the evaluation use cases (test
 * data, the demo) come without it.
 */
export type NewEvaluation = Evaluation & { provenance?: Omit<EvaluationProvenance, 'evaluationId'> };
