import type { PhoneCallTotals, PhoneInterviewRepository } from '../../ports/phone-interview-repository.js';
import type { CandidateSession } from '../../domain/candidate-session.js';
import type { Pillar } from '../../domain/criteria.js';
import type { Evaluation } from '../../domain/evaluation.js';
import type { Job } from '../../domain/job.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { EvaluationRepository } from '../../ports/evaluation-repository.js';
import type { EvaluationSummary, ReviewReadModel } from '../../ports/review-read-model.js';
import { describeEvaluator, type EvaluatorDescription } from '../../rules/evaluator-label.js';
import type { Actor } from '../accounts/tenancy.js';
import { enabledPillars } from '../evaluation/evaluation-input.js';
import { findJobOfActor } from '../jobs/job-access.js';
import { presentReviewJob } from './present-job.js';
import type { ReviewJob } from '../../contract/review-views.js';

/** What the whole-job review reads need. */
export interface ReviewReadDeps {
  jobs: JobRepository;
  sessions: CandidateSessionRepository;
  reviewReads: ReviewReadModel;
  /** Full evaluations of the page on screen. */
  evaluations: EvaluationRepository;
  /** The public origin interview links are built on. */
  publicUrl: string;
  /** The job's phone call totals and the currency their estimate is in (null: no rate); absent in some tests. */
  phoneCalls?: {
    totals: Pick<PhoneInterviewRepository, 'totalsForJob' | 'totalsForSessions'>;
    currency: string | null;
  };
  /** Which sessions were taken by phone (their channel); absent in some tests: every one is 'web'. */
  phoneSessions?: Pick<PhoneInterviewRepository, 'sessionsTakenByPhone'>;
}

/** The sessions among `ids` taken by phone, for rules/interview-channel.ts (one query). */
export async function phoneSessionsAmong(
  deps: Pick<ReviewReadDeps, 'phoneSessions'>,
  ids: readonly string[],
): Promise<ReadonlySet<string>> {
  return deps.phoneSessions && ids.length > 0 ? deps.phoneSessions.sessionsTakenByPhone(ids) : new Set();
}

/** The call totals of each session among `ids` that had phone calls (one query, for the exports). */
export async function phoneCallsAmong(
  deps: Pick<ReviewReadDeps, 'phoneCalls'>,
  ids: readonly string[],
): Promise<ReadonlyMap<string, PhoneCallTotals>> {
  return deps.phoneCalls && ids.length > 0 ? deps.phoneCalls.totals.totalsForSessions(ids) : new Map();
}

/** A job of the actor's organisation with every session and a summary of each one's latest evaluation. */
export interface JobReview {
  job: Job;
  view: ReviewJob;
  pillars: Pillar[];
  sessions: CandidateSession[];
  latest: Map<string, EvaluationSummary>;
}

/** A job of the actor's organisation as the review screens show it, with its enabled criteria. */
export type ReviewedJob = Pick<JobReview, 'job' | 'view' | 'pillars'>;

/** The job and its questions (two queries). NOT_FOUND for another organisation's job. */
export async function loadReviewJob(deps: ReviewReadDeps, actor: Actor, jobId: string): Promise<ReviewedJob> {
  const job = await findJobOfActor(deps.jobs, actor, jobId);
  const questions = await deps.jobs.listQuestions(job.id);
  return { job, view: presentReviewJob(job, questions, deps.publicUrl), pillars: enabledPillars(job) };
}

/**
 * Loads a job for review in a fixed number of queries (job, questions, sessions, latest
 * evaluations), whatever the number of candidates. NOT_FOUND for another organisation's job.
 */
export async function loadJobReview(deps: ReviewReadDeps, actor: Actor, jobId: string): Promise<JobReview> {
  const job = await findJobOfActor(deps.jobs, actor, jobId);
  const [questions, sessions, evaluations] = await Promise.all([
    deps.jobs.listQuestions(job.id),
    deps.sessions.listByJob(job.id),
    deps.reviewReads.latestEvaluationSummariesOfJob(job.id),
  ]);
  return {
    job,
    view: presentReviewJob(job, questions, deps.publicUrl),
    pillars: enabledPillars(job),
    sessions,
    latest: new Map(evaluations.map((e) => [e.sessionId, e])),
  };
}

/** Completed means completedAt is set (docs/behaviour/review.md §4). */
export const isCompleted = (session: CandidateSession): boolean => session.completedAt !== null;

/** Latest start first, then id, so pages are stable. */
export function latestStartFirst(
  a: Pick<CandidateSession, 'id' | 'startedAt'>,
  b: Pick<CandidateSession, 'id' | 'startedAt'>,
): number {
  return b.startedAt.getTime() - a.startedAt.getTime() || a.id.localeCompare(b.id);
}

/** The full latest evaluation of each of `sessionIds` (the page on screen), by session id. */
export async function fullEvaluationsOf(
  deps: Pick<ReviewReadDeps, 'evaluations'>,
  sessionIds: readonly string[],
): Promise<Map<string, Evaluation>> {
  if (sessionIds.length === 0) return new Map();
  const evaluations = await deps.evaluations.listLatestBySessions(sessionIds);
  return new Map(evaluations.map((e) => [e.sessionId, e]));
}

/** Who made a latest evaluation, from its summary; null without one (docs/behaviour/review.md §16). */
export function evaluatorOfSummary(summary: EvaluationSummary | undefined): EvaluatorDescription | null {
  return summary ? describeEvaluator(summary.evaluatorVersion) : null;
}
