import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CriteriaConfig } from '@sauti/core/domain/criteria';

/** A job's lifecycle status (docs/behaviour/review.md §4). */
export type JobStatus = 'draft' | 'active' | 'archived';

/** A question as the jobs API sends it; plain strings are read too (docs/behaviour/interview.md §3). */
export type ApiJobQuestion =
  | string
  | {
      id?: string;
      text: string;
      pillarId?: string | null;
      scoringGuide?: string | null;
      orderIndex?: number;
    };

/** A job as GET/POST/PATCH /api/jobs answer it (jobs API contract). */
export type Job = {
  id: string;
  title: string;
  description: string;
  location: string | null;
  companyName: string | null;
  jobType: string | null;
  skills: string[] | null;
  questions: ApiJobQuestion[];
  language: string;
  requireIdentityVerification: string;
  status: JobStatus;
  criteriaConfig: CriteriaConfig | null;
  /** 'criteria-v1' marks the criteria-based review flow. */
  evalVersion?: string | null;
  clientDraftKey?: string | null;
  createdAt: string;
  publishedAt?: string | null;
  interviewUrl?: string;
};

/** The evaluation version whose jobs are reviewed on the candidates overview (docs/behaviour/review.md §2.1). */
export const CRITERIA_EVAL_VERSION = 'criteria-v1';

/** Query key of the job list; also the prefix of every single-job key, so one invalidation refreshes both. */
export const JOBS_QUERY_KEY = ['/api/jobs'] as const;

/** GET /api/jobs (newest first, every status) through the default query function. */
export function jobsQueryOptions() {
  return queryOptions<Job[]>({ queryKey: JOBS_QUERY_KEY });
}

/**
 * The organisation's jobs, one query for every screen that lists them: home counts them, the job
 * list splits them into tabs by status, the job editor counts the active ones and lists the drafts.
 */
export function useJobs() {
  return useQuery(jobsQueryOptions());
}
