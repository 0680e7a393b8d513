import type { Evaluation } from '../domain/evaluation.js';

/** Answer figures of one session, aggregated in the database. */
export interface AnswerSummary {
  sessionId: string;
  /** Answers recorded. */
  answers: number;
  /** Sum of the known durations, whole seconds. */
  totalDuration: number;
  /** Some answer has isSamePerson false. */
  voiceMismatch: boolean;
}

/**
 * Whole-job reads of the HR review screens. Each method is one SQL statement whatever the number
 * of candidates, so the overview, dashboard and panel cost a fixed number of queries.
 */
export interface ReviewReadModel {
  /** The latest evaluation (latest evaluatedAt, then highest id) of every session of the job that has one. */
  latestEvaluationsOfJob(jobId: string): Promise<Evaluation[]>;
  /** The answer figures of every session of the job that has an answer (others are absent). */
  answerSummariesOfJob(jobId: string): Promise<AnswerSummary[]>;
}
