/**
 * What the whole-job lists need of a session's latest evaluation: its scores and flags, without
 * the long analysis (criteria rationales and evidence), which only the page on screen reads.
 */
export interface EvaluationSummary {
  id: string;
  sessionId: string;
  /** Null when the interview was not scored. */
  overallScore: number | null;
  /** detailedAnalysis.notScoredReasons (strings only), empty when scored. */
  notScoredReasons: string[];
  pillarScores: Record<string, number> | null;
  recommendation: string | null;
  /** detailedAnalysis.feedback when it is a string. */
  feedback: string | null;
  /** detailedAnalysis.needsHumanReview === true. */
  needsHumanReview: boolean;
  evaluatedAt: Date;
}

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
  /** The latest evaluation (latest evaluatedAt, then highest id) of every session of the job that has one, summarised. */
  latestEvaluationSummariesOfJob(jobId: string): Promise<EvaluationSummary[]>;
  /** The answer figures of every session of the job that has an answer (others are absent). */
  answerSummariesOfJob(jobId: string): Promise<AnswerSummary[]>;
}
