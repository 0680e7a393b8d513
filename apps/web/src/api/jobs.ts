import { queryOptions, useQuery } from '@tanstack/react-query';
import type { JobQuestionView, JobView } from '@sauti/core/contract/jobs';

/** A job's lifecycle status (docs/behaviour/review.md §4). */
export type { JobStatus } from '@sauti/core/domain/job';

/**
 * A question as the jobs API sends it (the contract's JobQuestionView), read tolerantly: jobs stored
 * by older versions hold plain strings, questions without ids, or pillar ids no longer known
 * (docs/behaviour/interview.md §3).
 */
export type ApiJobQuestion =
  | string
  | (Pick<JobQuestionView, 'text'> &
      Partial<Omit<JobQuestionView, 'text' | 'pillarId'>> & { pillarId?: string | null });

/**
 * A job as GET/POST/PATCH /api/jobs answer it: the server's own `JobView` (core/src/contract/jobs.ts),
 * read tolerantly where older answers differed (plain-string questions, no skills, fields missing).
 */
export type Job = Omit<
  JobView,
  | 'questions'
  | 'skills'
  | 'evalVersion'
  | 'clientDraftKey'
  | 'createdBy'
  | 'publishedAt'
  | 'interviewUrl'
  | 'invitationOnly'
> & {
  /** Absent from servers older than personal invitations (docs/behaviour/interview.md §15). */
  invitationOnly?: boolean;
  questions: ApiJobQuestion[];
  skills: string[] | null;
  evalVersion?: string | null;
  clientDraftKey?: string | null;
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
