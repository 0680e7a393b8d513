import type { CandidateSession } from '../../domain/candidate-session.js';
import { DomainError } from '../../domain/errors.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { EvaluationRepository } from '../../ports/evaluation-repository.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { Actor } from '../accounts/tenancy.js';
import { findJobOfActor } from '../jobs/job-access.js';
import type { ComparisonResult } from '../../contract/comparison.js';
import { composeComparison, type ComparedCandidate } from './comparison-text.js';
import { enabledPillars } from './evaluation-input.js';
import { notScoredReasonsOf, readStoredEvaluation } from './stored-evaluation.js';

/** How many candidates one comparison takes. */
export const COMPARE_LIMITS = { min: 2, max: 10 } as const;

/** The message of NOT_FOUND for a session that is not a candidate of the job. */
export const COMPARED_SESSION_NOT_FOUND = 'Candidate session not found';

/** Display keys: the candidate's name, with the session id added when two share a name. */
function keysOf(sessions: readonly CandidateSession[]): Map<string, string> {
  const names = sessions.map((s) => s.candidateName?.trim() || s.id);
  return new Map(
    sessions.map((s, i) => {
      const name = names[i]!;
      const shared = names.filter((n) => n === name).length > 1 && name !== s.id;
      return [s.id, shared ? `${name} (${s.id})` : name];
    }),
  );
}

/**
 * POST /api/jobs/{jobId}/compare-candidates: compares 2 to 10 candidates of one job of the
 * caller's organisation from their latest stored evaluations, composed by rules (a language
 * model path can be added behind this use case later). Errors: VALIDATION_FAILED for a bad
 * count or repeated ids; NOT_FOUND for another organisation's job or a session not of the job.
 */
export class CompareCandidates {
  constructor(
    private readonly deps: {
      jobs: JobRepository;
      sessions: CandidateSessionRepository;
      evaluations: EvaluationRepository;
    },
  ) {}

  async execute(actor: Actor, jobId: string, sessionIds: readonly string[]): Promise<ComparisonResult> {
    if (sessionIds.length < COMPARE_LIMITS.min) {
      throw new DomainError('VALIDATION_FAILED', 'Select at least 2 candidates to compare.');
    }
    if (sessionIds.length > COMPARE_LIMITS.max) {
      throw new DomainError('VALIDATION_FAILED', `At most ${COMPARE_LIMITS.max} candidates can be compared.`);
    }
    if (new Set(sessionIds).size !== sessionIds.length) {
      throw new DomainError('VALIDATION_FAILED', 'Each candidate can be compared only once.');
    }
    const job = await findJobOfActor(this.deps.jobs, actor, jobId);
    const sessions: CandidateSession[] = [];
    for (const id of sessionIds) {
      const session = await this.deps.sessions.findInJob(id, job.id);
      if (!session) throw new DomainError('NOT_FOUND', COMPARED_SESSION_NOT_FOUND);
      sessions.push(session);
    }
    const evaluations = new Map(
      (await this.deps.evaluations.listLatestBySessions(sessionIds)).map((e) => [e.sessionId, e]),
    );
    const keys = keysOf(sessions);
    const candidates: ComparedCandidate[] = sessions.map((s) => {
      const evaluation = evaluations.get(s.id);
      const key = keys.get(s.id)!;
      if (!evaluation) return { key, scored: null };
      const stored = readStoredEvaluation(evaluation);
      return stored.overallScore === null
        ? { key, scored: null, notScoredReasons: notScoredReasonsOf(evaluation) }
        : { key, scored: { ...stored, overallScore: stored.overallScore } };
    });
    return composeComparison(job.title, candidates, enabledPillars(job));
  }
}
