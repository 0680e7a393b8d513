/** A job's lifecycle status (docs/behaviour/review.md §4). */
export type JobStatus = 'draft' | 'active' | 'archived';

/** The fields of a job (GET /api/jobs) the job list shows. */
export type ListedJob = {
  id: string;
  title: string;
  description: string;
  status: JobStatus;
  /** 'criteria-v1' marks the criteria-based review flow. */
  evalVersion?: string | null;
  questions: unknown[];
  createdAt: string;
  interviewUrl?: string;
};

/** The evaluation version whose jobs are reviewed on the candidates overview (docs/behaviour/review.md §2.1). */
export const CRITERIA_EVAL_VERSION = 'criteria-v1';
