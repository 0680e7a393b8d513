import type { HiringOutcome } from '../../domain/candidate-session.js';
import { DomainError } from '../../domain/errors.js';
import { decodeCursor, encodeCursor, pageAfter, type CursorKey } from '../../rules/cursor-page.js';
import { enabledPillars } from '../evaluation/evaluation-input.js';
import { findJobOfActor } from '../jobs/job-access.js';
import type { Actor } from '../accounts/tenancy.js';
import type { GetJob } from '../jobs/get-job.js';
import type { ListJobs } from '../jobs/list-jobs.js';
import { CANDIDATE_NOT_FOUND_MESSAGE, type GetCandidateDetail } from '../review/get-candidate-detail.js';
import type { ReviewReadDeps } from '../review/job-review.js';
import { presentReviewJob } from '../review/present-job.js';
import type { SetHiringOutcome } from '../review/set-hiring-outcome.js';
import type { RunBiasAudit } from '../bias-audit/run-bias-audit.js';
import type { V1BiasAudit, V1BiasAuditQuery } from '../../contract/api-v1-bias-audit.js';
import { presentV1BiasAudit } from './present-v1-bias-audit.js';
import type { ManageInvitations } from '../candidate-invitations/manage-invitations.js';
import {
  V1_MESSAGES,
  type V1Candidate,
  type V1CandidateDetail,
  type V1Invitation,
  type V1Job,
  type V1Page,
  type V1PageQuery,
} from '../../contract/api-v1.js';
import {
  presentV1Candidate,
  presentV1CandidateDetail,
  presentV1Invitation,
  presentV1Job,
} from './present-v1.js';

/** The review and jobs use cases the API answers through, and the reads they share. */
export interface ApiV1Deps extends ReviewReadDeps {
  biasAudit: RunBiasAudit;
  listJobs: ListJobs;
  getJob: GetJob;
  candidateDetail: GetCandidateDetail;
  setHiringOutcome: SetHiringOutcome;
  invitations: ManageInvitations;
}

/** The position `query.cursor` names; VALIDATION_FAILED for text that is not a cursor of ours. */
export function positionOf(query: Pick<V1PageQuery, 'cursor'>): CursorKey | null {
  if (query.cursor === undefined) return null;
  const key = decodeCursor(query.cursor);
  if (!key) throw new DomainError('VALIDATION_FAILED', V1_MESSAGES.cursor);
  return key;
}

/** One page of `items` as `query` asks, each shown as `view`. */
export function page<T, V>(
  items: readonly T[],
  keyOf: (item: T) => CursorKey,
  query: V1PageQuery,
  view: (item: T) => V,
): V1Page<V> {
  const { data, nextCursor } = pageAfter(items, keyOf, positionOf(query), query.limit);
  return { data: data.map(view), next_cursor: nextCursor };
}

/**
 * /api/v1 (docs/behaviour/platform.md §15): the organisation's jobs, candidates with their
 * evaluation summaries, one candidate with transcripts, and the hiring outcome. Every answer goes
 * through the screens' use cases, so tenancy (another organisation's id is NOT_FOUND) and
 * scoring are the same as in the app.
 */
export class ApiV1 {
  constructor(private readonly deps: ApiV1Deps) {}

  async jobs(actor: Actor, query: V1PageQuery): Promise<V1Page<V1Job>> {
    const jobs = await this.deps.listJobs.execute(actor);
    return page(
      jobs,
      ({ job }) => ({ at: job.createdAt.getTime(), id: job.id }),
      query,
      ({ job, questions }) => presentV1Job(presentReviewJob(job, questions, this.deps.publicUrl)),
    );
  }

  async job(actor: Actor, id: string): Promise<V1Job> {
    const { job, questions } = await this.deps.getJob.execute(actor, id);
    return presentV1Job(presentReviewJob(job, questions, this.deps.publicUrl));
  }

  /**
   * Every candidate of the job (in progress too), latest start first: the database reads one page
   * after the cursor (and one more row, to know whether a next page exists), then the latest
   * evaluation summaries of that page, whatever the number of candidates.
   */
  async candidates(actor: Actor, jobId: string, query: V1PageQuery): Promise<V1Page<V1Candidate>> {
    const job = await findJobOfActor(this.deps.jobs, actor, jobId);
    const reads = this.deps.reviewReads;
    const rows = await reads.sessionsAfter(job.id, positionOf(query), query.limit + 1);
    const sessions = rows.slice(0, query.limit);
    const latest = new Map(
      (await reads.latestEvaluationSummariesOf(sessions.map((s) => s.id))).map((e) => [e.sessionId, e]),
    );
    const last = sessions.at(-1);
    const pillars = enabledPillars(job);
    return {
      data: sessions.map((s) => presentV1Candidate(s, latest.get(s.id), pillars)),
      next_cursor:
        rows.length > query.limit && last
          ? encodeCursor({ at: last.startedAt.getTime(), id: last.id })
          : null,
    };
  }

  /** The job's personal invitations with their status, oldest first (as HR's list shows them). */
  async invitations(actor: Actor, jobId: string, query: V1PageQuery): Promise<V1Page<V1Invitation>> {
    const { invitations } = await this.deps.invitations.list(actor, jobId);
    return page(invitations, (i) => ({ at: Date.parse(i.createdAt), id: i.id }), query, presentV1Invitation);
  }

  async candidate(actor: Actor, sessionId: string): Promise<V1CandidateDetail> {
    const session = await this.deps.sessions.findById(sessionId);
    if (!session) throw new DomainError('NOT_FOUND', CANDIDATE_NOT_FOUND_MESSAGE);
    try {
      // The detail checks the job is the actor's organisation's: another one's is NOT_FOUND.
      return presentV1CandidateDetail(
        await this.deps.candidateDetail.execute(actor, session.jobId, session.id),
      );
    } catch (error) {
      // Said as "Candidate not found", like a missing one, whichever check refused it.
      if (error instanceof DomainError && error.code === 'NOT_FOUND') {
        throw new DomainError('NOT_FOUND', CANDIDATE_NOT_FOUND_MESSAGE);
      }
      throw error;
    }
  }

  /** The bias audit (docs/behaviour/review.md §13): counts only, as on the screen. */
  async biasAudit(actor: Actor, query: V1BiasAuditQuery): Promise<V1BiasAudit> {
    const view = await this.deps.biasAudit.execute(actor, {
      ...(query.job_id === undefined ? {} : { jobId: query.job_id }),
      ...(query.from === undefined ? {} : { from: query.from }),
      ...(query.to === undefined ? {} : { to: query.to }),
    });
    return presentV1BiasAudit(view);
  }

  /** Logged as made through the API with `apiKeyId` (docs/behaviour/review.md §14). */
  async setHiringOutcome(
    actor: Actor,
    sessionId: string,
    outcome: HiringOutcome | null,
    apiKeyId: string,
    options: { confirmWithoutReview?: boolean } = {},
  ): Promise<V1CandidateDetail> {
    await this.deps.setHiringOutcome.execute(actor, sessionId, outcome, {
      ...options,
      channel: { source: 'api', apiKeyId },
    });
    return this.candidate(actor, sessionId);
  }
}
