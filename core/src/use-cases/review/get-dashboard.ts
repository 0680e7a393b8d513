import type { CandidateResponse } from '../../domain/candidate-response.js';
import type { CandidateSession } from '../../domain/candidate-session.js';
import type { Job } from '../../domain/job.js';
import type { CandidateResponseRepository } from '../../ports/candidate-response-repository.js';
import { qualityFlags } from '../../rules/quality.js';
import type { Actor } from '../accounts/tenancy.js';
import {
  fullEvaluationsOf,
  isCompleted,
  latestStartFirst,
  loadJobReview,
  type ReviewReadDeps,
} from './job-review.js';
import { presentReviewEvaluation } from './present-evaluation.js';
import { presentReviewResponse, presentReviewSession } from './present-session.js';
import type { DashboardQuery } from '../../contract/review.js';
import type { DashboardPayload } from '../../contract/review-views.js';

/** The quality-check input of one interview: wall-clock time when completed, else the answers' sum. */
function qualityOf(session: CandidateSession, responses: readonly CandidateResponse[]) {
  const durations = responses.flatMap((r) => (typeof r.duration === 'number' ? [r.duration] : []));
  const totalSeconds = session.completedAt
    ? Math.max(0, (session.completedAt.getTime() - session.startedAt.getTime()) / 1000)
    : undefined;
  return qualityFlags({ tabSwitchCount: session.tabSwitchCount, responseDurations: durations, totalSeconds });
}

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
 * job. A fixed number of queries: the job review reads plus the answers of the page.
 */
export class GetDashboard {
  constructor(private readonly deps: ReviewReadDeps & { responses: CandidateResponseRepository }) {}

  async execute(actor: Actor, jobId: string, query: DashboardQuery): Promise<DashboardPayload> {
    const review = await loadJobReview(this.deps, actor, jobId);
    const evaluated = review.sessions.filter((s) => review.latest.has(s.id)).sort(latestStartFirst);
    const page = evaluated.slice(query.offset, query.offset + query.limit);
    const [answers, full] = await Promise.all([
      this.deps.responses.listBySessions(page.map((s) => s.id)),
      fullEvaluationsOf(
        this.deps,
        page.map((s) => s.id),
      ),
    ]);
    const bySession = new Map<string, CandidateResponse[]>();
    for (const answer of answers)
      bySession.set(answer.sessionId, [...(bySession.get(answer.sessionId) ?? []), answer]);
    return {
      job: review.view,
      candidates: page.flatMap((session) => {
        // Summaries and full rows are read apart; a session whose evaluation vanished in between is skipped.
        const evaluation = full.get(session.id);
        if (!evaluation) return [];
        const responses = (bySession.get(session.id) ?? []).sort((a, b) => a.questionIndex - b.questionIndex);
        return {
          session: presentReviewSession(session),
          evaluation: presentReviewEvaluation(evaluation),
          responses: responses.map(presentReviewResponse),
          qualityFlags: qualityOf(session, responses),
          identityClipMissing: identityClipMissing(review.job, session),
          voiceMismatch: responses.some((r) => !r.isSamePerson),
        };
      }),
      stats: {
        totalCandidates: review.sessions.length,
        completedCandidates: review.sessions.filter(isCompleted).length,
        evaluatedCandidates: evaluated.length,
      },
      page: { offset: query.offset, limit: query.limit, total: evaluated.length },
    };
  }
}
