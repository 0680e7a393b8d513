import type { Job } from '@/api/jobs';

/** The fields of a job (GET /api/jobs) the job list shows. */
export type ListedJob = Pick<
  Job,
  'id' | 'title' | 'description' | 'status' | 'evalVersion' | 'questions' | 'createdAt' | 'interviewUrl'
>;
