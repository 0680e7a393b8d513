import { teamScore } from '../../rules/team-score.js';
import type { CandidateResponse } from '../../domain/candidate-response.js';
import type { CandidateSession } from '../../domain/candidate-session.js';
import type { Pillar } from '../../domain/criteria.js';
import type { PhoneInterviewRepository } from '../../ports/phone-interview-repository.js';
import { DomainError } from '../../domain/errors.js';
import type { CandidateResponseRepository } from '../../ports/candidate-response-repository.js';
import type { AnswerRatingRepository } from '../../ports/answer-rating-repository.js';
import type { UserRepository } from '../../ports/user-repository.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { EvaluationRepository } from '../../ports/evaluation-repository.js';
import type { JobRepository } from '../../ports/job-repository.js';
import { isMet } from '../../rules/scoring.js';
import type { Actor } from '../accounts/tenancy.js';
import { presentAnswerRatings } from '../calibration/answer-ratings-view.js';
import { enabledPillars } from '../evaluation/evaluation-input.js';
import { findJobOfActor } from '../jobs/job-access.js';
import { candidateFigures } from './candidate-figures.js';
import { criteriaMatch } from './criteria-match.js';
import { presentReviewEvaluation } from './present-evaluation.js';
import { presentReviewJob } from './present-job.js';
import {
  audioFilenameOf,
  audioUrlOf,
  presentReviewResponse,
  presentReviewSession,
  readableTextOf,
} from './present-session.js';
import type {
  CandidateDetailPayload,
  CriteriaEvaluationView,
  PillarDetailView,
} from '../../contract/review-views.js';
import { readStoredAnalysis, type StoredAnalysis } from './stored-analysis.js';

/** The message of NOT_FOUND for a session that is not a candidate of the job (or of the organisation). */
export const CANDIDATE_NOT_FOUND_MESSAGE = 'Candidate not found';

/** Whole minutes from start to completion, else from the answers' total; null when neither is known. */
export function durationMinutes(
  session: CandidateSession,
  responses: readonly CandidateResponse[],
): number | null {
  if (session.completedAt) {
    return Math.max(0, Math.round((session.completedAt.getTime() - session.startedAt.getTime()) / 60_000));
  }
  const seconds = responses.reduce((sum, r) => sum + (r.duration ?? 0), 0);
  return seconds > 0 ? Math.round(seconds / 60) : null;
}

/** The criteria items of the detail: stored details per enabled criterion, joined with the answers. */
function criteriaViews(
  analysis: StoredAnalysis,
  pillars: readonly Pillar[],
  pillarScores: Partial<Record<string, number>>,
  responses: readonly CandidateResponse[],
): { criteriaEvaluations: CriteriaEvaluationView[]; pillarDetails: PillarDetailView[] } {
  const answer = new Map(responses.map((r) => [r.questionIndex, r]));
  const criteriaEvaluations: CriteriaEvaluationView[] = [];
  const pillarDetails: PillarDetailView[] = [];
  for (const pillar of pillars) {
    const stored = analysis.criteria[pillar.id];
    const score = pillarScores[pillar.id] ?? stored?.score ?? null;
    if (!stored && score === null) continue; // not evaluated against this criterion
    criteriaEvaluations.push({
      pillarId: pillar.id,
      pillarLabel: pillar.label,
      description: pillar.description,
      score: score ?? 0,
      meets: score !== null && isMet(score),
      subcriteria: stored?.subcriteria ?? [],
      relatedQuestions: (stored?.relatedQuestions ?? []).map(({ questionIndex, feedback }) => {
        const r = answer.get(questionIndex);
        return {
          questionIndex,
          questionText: r?.questionText ?? '',
          answerText: r ? readableTextOf(r) : null,
          feedback,
          audioFilename: audioFilenameOf(r?.audioFilePath ?? null),
          audioUrl: audioUrlOf(r?.audioFilePath ?? null),
          duration: r?.duration ?? null,
        };
      }),
    });
    pillarDetails.push({
      pillarId: pillar.id,
      quickTake: stored?.quickTake ?? '',
      rationale: stored?.rationale ?? '',
      supportingEvidence: stored?.supportingEvidence ?? [],
    });
  }
  return { criteriaEvaluations, pillarDetails };
}

/**
 * GET /api/jobs/{jobId}/candidates-v2/{sessionId} (docs/behaviour/review.md §2.4): one candidate with the latest
 * evaluation's per-criterion details, answers and figures. Any stored analysis shape is read
 * without failing. NOT_FOUND for another organisation's job or a session not of the job.
 */
export class GetCandidateDetail {
  constructor(
    private readonly deps: {
      jobs: JobRepository;
      sessions: CandidateSessionRepository;
      responses: CandidateResponseRepository;
      evaluations: EvaluationRepository;
      /** The team's ratings of the answers, with the names of the members who rated. */
      ratings: Pick<AnswerRatingRepository, 'listByResponses' | 'listChangesByResponses'>;
      users: Pick<UserRepository, 'findById'>;
      publicUrl: string;
      /** Which interviews were taken by phone (the 'Phone' badge); optional in tests of other rules. */
      phoneInterviews?: Pick<PhoneInterviewRepository, 'findInterview'>;
    },
  ) {}

  async execute(actor: Actor, jobId: string, sessionId: string): Promise<CandidateDetailPayload> {
    const job = await findJobOfActor(this.deps.jobs, actor, jobId);
    const session = await this.deps.sessions.findInJob(sessionId, job.id);
    if (!session) throw new DomainError('NOT_FOUND', CANDIDATE_NOT_FOUND_MESSAGE);
    const [questions, evaluation, responses] = await Promise.all([
      this.deps.jobs.listQuestions(job.id),
      this.deps.evaluations.findLatestBySession(session.id),
      this.deps.responses.listBySession(session.id),
    ]);
    const ordered = [...responses].sort((a, b) => a.questionIndex - b.questionIndex);
    const pillars = enabledPillars(job);
    const analysis = readStoredAnalysis(evaluation?.detailedAnalysis ?? null);
    const match = evaluation ? criteriaMatch(evaluation, pillars) : null;
    // An interview not scored has no criterion scores to show: only the reasons (on `evaluation`).
    const views = match
      ? criteriaViews(analysis, pillars, match.pillarScores, ordered)
      : { criteriaEvaluations: [], pillarDetails: [] };
    const answerRatings = await presentAnswerRatings(this.deps, actor, ordered);
    const figures = candidateFigures(session, ordered.length, evaluation, pillars);
    return {
      job: presentReviewJob(job, questions, this.deps.publicUrl),
      session: presentReviewSession(session),
      evaluation: evaluation ? presentReviewEvaluation(evaluation, analysis) : null,
      pillarScores: match?.pillarScores ?? {},
      ...views,
      responses: ordered.map(presentReviewResponse),
      answerRatings,
      matchLevel: match?.matchLevel ?? null,
      criteriaMet: { met: match?.met ?? 0, total: pillars.length },
      durationMinutes: durationMinutes(session, ordered),
      questionsAnswered: ordered.length,
      topStrength: match?.topStrength ?? null,
      mainConcern: match?.mainConcern ?? null,
      figures,
      teamScore: figures.scored ? null : teamScore(answerRatings.map((a) => a.teamRating)),
      byPhone: (await this.deps.phoneInterviews?.findInterview(session.id)) != null,
    };
  }
}
