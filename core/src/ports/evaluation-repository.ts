import type { Evaluation, NewEvaluation } from '../domain/evaluation.js';

/** Evaluations (table `ai_evaluations`); a session may have several, the latest counts. */
export interface EvaluationRepository {
  add(evaluation: NewEvaluation): Promise<Evaluation>;
  /** The most recent evaluation of a session. */
  findLatestBySession(sessionId: string): Promise<Evaluation | null>;
  /** The most recent evaluation of each given session that has one. */
  listLatestBySessions(sessionIds: readonly string[]): Promise<Evaluation[]>;
}
