import type { CandidateSession } from '../domain/candidate-session.js';
import type { Evaluation, NewEvaluation } from '../domain/evaluation.js';

/** What a batch needs of a session to decide whether it can take the bulk path. */
export type BatchSession = Pick<CandidateSession, 'id' | 'jobId' | 'status' | 'externalReference'>;

/**
 * The bulk reads and writes of a batch (re-)evaluation: one statement for a page of sessions and
 * one for a group of evaluations, where one session at a time costs a round trip each
 * (`sauti sessions evaluate`, docs/performance.md).
 */
export interface BatchEvaluationStore {
  /** The sessions among `ids` that exist, in any order. */
  findSessions(ids: readonly string[]): Promise<BatchSession[]>;
  /** Adds the evaluations in one statement (all or none) and returns them as stored. */
  addEvaluations(evaluations: readonly NewEvaluation[]): Promise<Evaluation[]>;
}
