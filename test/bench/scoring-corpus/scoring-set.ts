import type { PillarId } from '@sauti/core/domain/criteria';
import type { ConcernKind } from '@sauti/core/ports/evaluator';

/** A recruiter's grade on the 1-5 scale of docs/scoring-rubric.md (5 excellent … 1 not an answer). */
export type Grade5 = 1 | 2 | 3 | 4 | 5;

/** One job of a scoring set, as the benchmark scores it. */
export interface ScoringJob {
  id: string;
  title: string;
  description: string;
  skills: readonly string[];
  /** Enabled criteria and their weights (total 100). */
  weights: Partial<Record<PillarId, number>>;
  questions: readonly { text: string; pillarId: PillarId | null; guide: string | null }[];
}

/** One graded answer under one question of a job. */
export interface ScoringCase {
  job: ScoringJob;
  questionIndex: number;
  /** The answer kind (e.g. 'excellent', 'keywords'); each set names its own. */
  kind: string;
  grade: Grade5;
  text: string;
  /** The concern a careful scorer should raise about it, or null. */
  expectedConcern: ConcernKind | null;
}

/**
 * A set of graded answers the benchmark measures (docs/scoring-rubric.md): its jobs, every
 * answer, and which kinds play which part in the figures.
 */
export interface ScoringSet {
  name: string;
  /**
   * What the set is for: `development` sets may be read answer by answer and tuned on;
   * a `held-out` set is only run, its answers never listed (docs/scoring-rubric.md).
   */
  role: 'development' | 'held-out';
  jobs: readonly ScoringJob[];
  cases: readonly ScoringCase[];
  /** The five graded levels of each question, best first (grades 5, 4, 3, 2, 1). */
  levels: readonly [string, string, string, string, string];
  /** The honest weak answer no adversarial answer may score above. */
  weak: string;
  /** Kinds that try to game a scorer. */
  adversarial: readonly string[];
  /** Pairs of kinds with the same substance in other words (plain vs polished). */
  sameSubstance: readonly (readonly [string, string])[];
}

/** The score a grade stands for: the middle of its band (docs/scoring-rubric.md). */
export function expectedScore(grade: Grade5): number {
  return [10, 30, 50, 70, 90][grade - 1]!;
}

/** Whether a job has a scoring guide on every question (a "guided" job). */
export const isGuided = (job: ScoringJob) => job.questions.every((q) => q.guide !== null && q.guide !== '');
