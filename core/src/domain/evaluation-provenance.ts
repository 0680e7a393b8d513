import type { JsonObject } from './json.js';

/**
 * What an auditor needs to re-run one stored evaluation (docs/behaviour/review.md §14): the
 * evaluator and its version, and the whole input as `sauti score` takes it (the job's rubric:
 * criteria, weights, questions and scoring guides; and the answers' transcripts), with the SHA-256
 * of that input. Table `evaluation_inputs`, one row per evaluation, removed with it.
 */
export interface EvaluationProvenance {
  evaluationId: string;
  /** The evaluator's version string, e.g. 'local-rubric@2'. */
  evaluatorVersion: string;
  /** SHA-256 (64 hex characters) of the canonical JSON of `scoreInput` (keys sorted). */
  inputDigest: string;
  /** The interview as `sauti score` reads it (core/src/contract/score-input.ts). */
  scoreInput: JsonObject;
}
