import type { CandidateResponse } from '../../domain/candidate-response.js';
import type { CandidateSession } from '../../domain/candidate-session.js';
import type { Job } from '../../domain/job.js';
import type { CandidateResponseRepository } from '../../ports/candidate-response-repository.js';
import { qualityFlagsOf } from './interview-quality.js';
import type { Actor } from '../accounts/tenancy.js';
import { fullEvaluationsOf, loadReviewJob, phoneSessionsAmong, type ReviewReadDeps } from './job-review.js';
import { channelOf } from '../../rules/interview-channel.js';
import { candidateFigures, progressCounts } from './candidate-figures.js';
import { presentReviewEvaluation } from './present-evaluation.js';
import { presentReviewResponse, presentReviewSession } from './present-session.js';
import type { DashboardQuery } from '../../contract/review.js';
import type { DashboardPayload } from '../../contract/review-views.js';

/** True when the job asks for identity verification and the candidate sent no clip. */
export function identityClipMissing(
  job: Pick<Job, 'requireIdentityVerification'>,
  session: CandidateSession,
) {
  return job.requireIdentityVerification === 'true' && !session.verificationFilePath;
}

/**
 * GET /api/jobs/{jobId}/dashboard (docs/behaviour/review.md §2.2): the evaluated candidates, latest start first,
 * one page with their answers, quality flags and identity/voice warnings; stats over the whole
 * job. The database counts, orders and pages; a fixed number of queries (job, questions, counts,
 * page, then the page's answers, full evaluations and which were taken by phone).
 */
export class GetDashboard {
  constructor(private readonly deps: ReviewReadDeps & { responses: CandidateResponseRepository }) {}

  async execute(actor: Actor, jobId: string, query: DashboardQuery): Promise<DashboardPayload> {
    const { job, view, pillars } = await loadReviewJob(this.deps, actor, jobId);
    const [counts, progress, page] = await Promise.all([
      this.deps.reviewReads.dashboardCounts(job.id),
      this.deps.reviewReads.overviewCounts(job.id),
      this.deps.reviewReads.dashboardPage(job.id, query.offset, query.limit),
    ]);
    const ids = page.sessions.map((s) => s.id);
    const [answers, full, byPhone] = await Promise.all([
      ids.length ? this.deps.responses.listBySessions(ids) : Promise.resolve([]),
      fullEvaluationsOf(this.deps, ids),
      phoneSessionsAmong(this.deps, ids),
    ]);
    const bySession = new Map<string, CandidateResponse[]>();
    for (const answer of answers)
      bySession.set(answer.sessionId, [...(bySession.get(answer.sessionId) ?? []), answer]);
    return {
      job: view,
      candidates: page.sessions.flatMap((session) => {
        // Page and full rows are read apart; a session whose evaluation vanished in between is skipped.
        const evaluation = full.get(session.id);
        if (!evaluation) return [];
        const responses = (bySession.get(session.id) ?? []).sort((a, b) => a.questionIndex - b.questionIndex);
        return {
          session: presentReviewSession(session),
          evaluation: presentReviewEvaluation(evaluation),
          responses: responses.map(presentReviewResponse),
          qualityFlags: qualityFlagsOf(session, responses),
          identityClipMissing: identityClipMissing(job, session),
          voiceMismatch: responses.some((r) => !r.isSamePerson),
          figures: candidateFigures(session, responses.length, evaluation, pillars),
          channel: channelOf(session.id, byPhone),
        };
      }),
      stats: {
        totalCandidates: counts.totalCandidates,
        completedCandidates: counts.completedCandidates,
        evaluatedCandidates: counts.evaluatedCandidates,
      },
      progress: progressCounts(progress),
      page: { offset: query.offset, limit: query.limit, total: page.total },
    };
  }
}
