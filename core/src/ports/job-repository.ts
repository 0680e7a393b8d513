import type { Job, JobQuestion, JobStatus, JobUpdate, NewJob, QuestionDraft } from '../domain/job.js';

/** A job's identity rule and one of its questions (see JobRepository.findQuestionAt). */
export interface QuestionOfJob {
  job: Pick<Job, 'id' | 'requireIdentityVerification'>;
  question: JobQuestion | null;
}

/** Stored jobs and their questions. Jobs are scoped by organisation. */
export interface JobRepository {
  /**
   * Stores a new job. When `clientDraftKey` is set and the creator already has a job with that key,
   * nothing is stored and the existing job is returned with `created: false` (the editor retries).
   */
  create(job: NewJob): Promise<{ job: Job; created: boolean }>;
  /** Any job by id (the public interview page has no organisation). */
  findById(id: string): Promise<Job | null>;
  /** A job only if it belongs to `organisationId`. */
  findInOrganisation(id: string, organisationId: string): Promise<Job | null>;
  /** Jobs of an organisation, newest first, optionally of one status. */
  listByOrganisation(organisationId: string, status?: JobStatus): Promise<Job[]>;
  /** All jobs, newest first (admin analytics). */
  listAll(): Promise<Job[]>;
  /** Applies `update`; null when there is no such job. */
  update(id: string, update: JobUpdate): Promise<Job | null>;
  /** Deletes the job with its questions, sessions and answers; false when there was none. */
  delete(id: string): Promise<boolean>;
  /**
   * Makes the job's questions equal `questions` (in order) and sets `job.questions` to their texts.
   * A question whose position and text are unchanged keeps its id (answers refer to it).
   */
  replaceQuestions(jobId: string, questions: QuestionDraft[], at: Date): Promise<JobQuestion[]>;
  /** The job's questions in order. */
  listQuestions(jobId: string): Promise<JobQuestion[]>;
  /**
   * What an upload for question `index` (0-based, in interview order) needs of its job, in one
   * round trip: whether the job asks for an identity file, and the question (null past the last).
   * Null when there is no such job; a RangeError for an index that is not a whole number ≥ 0
   * (the request schemas never let one through).
   */
  findQuestionAt(jobId: string, index: number): Promise<QuestionOfJob | null>;
  /** The questions of several jobs in one query, each list in order (jobs without questions map to []). */
  listQuestionsOfJobs(jobIds: readonly string[]): Promise<Map<string, JobQuestion[]>>;
}
