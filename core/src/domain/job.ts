import type { CriteriaConfig, PillarId } from './criteria.js';

/** Job lifecycle: drafts are HR-only; active jobs take interviews; archived jobs are kept for review. */
export type JobStatus = 'draft' | 'active' | 'archived';

/** Employment types offered by the job form. */
export type JobType = 'full-time' | 'part-time' | 'contract' | 'freelance' | 'internship';

/** The evaluation flow a job uses; `criteria-v1` marks the criteria-based flow. */
export const DEFAULT_EVAL_VERSION = 'criteria-v1';

/** A job with its voice interview questions (stored table `jobs`). */
export interface Job {
  id: string;
  organisationId: string;
  title: string;
  description: string;
  /** Question texts in interview order; kept in step with the job's `JobQuestion` rows. */
  questions: string[];
  /** Interview language, default `en`. */
  language: string;
  location: string | null;
  companyName: string | null;
  jobType: string | null;
  skills: string[];
  /** Stored and sent as the text 'true' or 'false' (spec). */
  requireIdentityVerification: string;
  /**
   * Only personal invitations open the interview (docs/behaviour/interview.md §15): the public
   * link answers 'Interview Not Found' and starts without a valid invitation are refused.
   */
  invitationOnly: boolean;
  criteriaConfig: CriteriaConfig | null;
  evalVersion: string;
  /** The editor's idempotency key: a job is unique per (createdBy, clientDraftKey). */
  clientDraftKey: string | null;
  status: JobStatus;
  createdBy: string;
  createdAt: Date;
  publishedAt: Date | null;
}

/** What is needed to store a new job; omitted optional fields take the spec's defaults. */
export interface NewJob {
  id: string;
  organisationId: string;
  title: string;
  description: string;
  language?: string;
  location?: string | null;
  companyName?: string | null;
  jobType?: string | null;
  skills?: string[];
  requireIdentityVerification?: string;
  invitationOnly?: boolean;
  criteriaConfig?: CriteriaConfig | null;
  evalVersion?: string;
  clientDraftKey?: string | null;
  status?: JobStatus;
  createdBy: string;
  createdAt: Date;
  publishedAt?: Date | null;
}

/**
 * The job a repository stores for `job`: omitted optional fields take the spec's defaults
 * (docs/behaviour/interview.md §3: language 'en', identity check off, status active, the
 * criteria-based evaluation) and no questions yet. The one home of those defaults: the storage
 * repository and its in-memory fake both build their row with it.
 */
export function newJobWithDefaults(job: NewJob): Job {
  return {
    id: job.id,
    organisationId: job.organisationId,
    title: job.title,
    description: job.description,
    questions: [],
    language: job.language ?? 'en',
    location: job.location ?? null,
    companyName: job.companyName ?? null,
    jobType: job.jobType ?? null,
    skills: [...(job.skills ?? [])],
    requireIdentityVerification: job.requireIdentityVerification ?? 'false',
    invitationOnly: job.invitationOnly ?? false,
    criteriaConfig: job.criteriaConfig ?? null,
    evalVersion: job.evalVersion ?? DEFAULT_EVAL_VERSION,
    clientDraftKey: job.clientDraftKey ?? null,
    status: job.status ?? 'active',
    createdBy: job.createdBy,
    createdAt: job.createdAt,
    publishedAt: job.publishedAt ?? null,
  };
}

/**
 * The interview link of a job: `{publicUrl}/interview/{id}` (docs/behaviour/interview.md §2.1),
 * with any trailing '/' of the public URL dropped so the link never holds '//'.
 */
export function interviewUrl(publicUrl: string, jobId: string): string {
  return `${publicUrl.replace(/\/+$/, '')}/interview/${encodeURIComponent(jobId)}`;
}

/** Job fields that can be edited. Questions change through `replaceQuestions`. */
export type JobUpdate = Partial<
  Pick<
    Job,
    | 'title'
    | 'description'
    | 'language'
    | 'location'
    | 'companyName'
    | 'jobType'
    | 'skills'
    | 'requireIdentityVerification'
    | 'invitationOnly'
    | 'criteriaConfig'
    | 'evalVersion'
    | 'status'
    | 'publishedAt'
  >
>;

/** One stored interview question of a job (table `job_questions`). */
export interface JobQuestion {
  id: string;
  jobId: string;
  text: string;
  /** The pillar the question probes, or null. */
  pillarId: PillarId | null;
  /** What a strong answer covers, for the evaluator; null when HR wrote none. */
  scoringGuide: string | null;
  orderIndex: number;
  createdAt: Date;
}

/** A question as the editor sends it; its order is its position in the list. */
export interface QuestionDraft {
  text: string;
  pillarId: PillarId | null;
  /** Optional: what a strong answer covers. */
  scoringGuide?: string | null;
}
