import type { PillarId } from '@sauti/core/domain/criteria';

/** Grades of the rubric (docs/scoring-rubric.md): 4 excellent … 0 not an answer. */
export type Grade = 0 | 1 | 2 | 3 | 4;

/** The answers written by hand for one question, by kind (grades in docs/scoring-rubric.md). */
export interface WrittenAnswers {
  excellent: string;
  /** The substance of `excellent` in short, simple sentences. */
  plain: string;
  good: string;
  adequate: string;
  /** The honest vague answer adversarial answers are compared with. */
  vague: string;
  poor: string;
  nonAnswer: string;
  /** The job's and the question's words as a list, no sentences. */
  keywords: string;
  /** A situation-task-action-result shell with the question's words and nothing in it. */
  template: string;
  /** Fluent and on the question, describing conduct the job would reject. */
  harmful: string;
}

/** One interview question of a corpus job with its answers. */
export interface CorpusQuestion {
  text: string;
  pillarId: PillarId;
  /** The question's scoring guide: what a strong answer covers. */
  guide: string;
  answers: WrittenAnswers;
}

/** One job of the corpus. */
export interface CorpusJob {
  id: string;
  title: string;
  description: string;
  skills: string[];
  /** Enabled criteria and their weights (total 100). */
  weights: Partial<Record<PillarId, number>>;
  questions: CorpusQuestion[];
  /**
   * Unrelated stories for this job's `off-topic` and `padded` answers; without them the shared
   * ones are used (a held-out job brings its own, so nothing of it was seen while tuning).
   */
  stories?: string[];
}
