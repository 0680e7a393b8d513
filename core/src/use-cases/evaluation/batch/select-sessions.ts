import type { CandidateSession } from '../../../domain/candidate-session.js';
import type { Evaluation } from '../../../domain/evaluation.js';
import type { CandidateSessionRepository } from '../../../ports/candidate-session-repository.js';
import type { EvaluationRepository } from '../../../ports/evaluation-repository.js';

/**
 * Which sessions a batch evaluation covers; exactly one family per run.
 * - `job`: the completed sessions of one job.
 * - `sessions`: the given ids, as given (a missing or unfinished one is reported as failed).
 * - `window`: sessions completed at or after `since` and strictly before `until` (either may be absent).
 * - `evaluator-version`: completed sessions whose LATEST evaluation was made by `version`, e.g.
 *   `local-heuristic@1` to move the results of a retired evaluator to the configured one. Sessions
 *   never evaluated, or last evaluated by another version, are not selected.
 * - `all`: every completed session.
 */
export type SessionSelector =
  | { kind: 'job'; jobId: string }
  | { kind: 'sessions'; sessionIds: readonly string[] }
  | { kind: 'window'; since?: Date; until?: Date }
  | { kind: 'evaluator-version'; version: string }
  | { kind: 'all' };

/** One selected session with what is known of it before the run. */
export interface SelectedSession {
  sessionId: string;
  /** Null when the session does not exist. */
  jobId: string | null;
  completedAt: Date | null;
  /** Version of the evaluator that made the latest evaluation; null when none (or not recorded). */
  latestEvaluatorVersion: string | null;
}

/** Sessions are looked up in chunks so one query never carries thousands of ids. */
const CHUNK = 500;

/** The evaluator version recorded with an evaluation, if any. */
export function evaluatorVersionOf(evaluation: Evaluation | undefined): string | null {
  const analysis = evaluation?.detailedAnalysis;
  if (!analysis || typeof analysis !== 'object' || Array.isArray(analysis)) return null;
  const version = analysis.evaluatorVersion;
  return typeof version === 'string' ? version : null;
}

async function latestVersions(
  evaluations: EvaluationRepository,
  sessionIds: readonly string[],
): Promise<Map<string, { evaluated: boolean; version: string | null }>> {
  const byId = new Map<string, { evaluated: boolean; version: string | null }>();
  for (let i = 0; i < sessionIds.length; i += CHUNK) {
    const latest = await evaluations.listLatestBySessions(sessionIds.slice(i, i + CHUNK));
    for (const e of latest) byId.set(e.sessionId, { evaluated: true, version: evaluatorVersionOf(e) });
  }
  return byId;
}

async function candidates(
  sessions: CandidateSessionRepository,
  selector: SessionSelector,
): Promise<(CandidateSession | { id: string; missing: true })[]> {
  switch (selector.kind) {
    case 'job':
      return sessions.listCompleted({ jobId: selector.jobId });
    case 'sessions': {
      const unique = [...new Set(selector.sessionIds)];
      const found = await Promise.all(unique.map((id) => sessions.findById(id)));
      return unique.map((id, i) => found[i] ?? { id, missing: true as const });
    }
    case 'window':
      return sessions.listCompleted({
        ...(selector.since ? { completedFrom: selector.since } : {}),
        ...(selector.until ? { completedBefore: selector.until } : {}),
      });
    case 'evaluator-version':
    case 'all':
      return sessions.listCompleted();
  }
}

/** `sauti sessions evaluate`: resolves a selector to the sessions a batch evaluation will go through, in a stable order. */
export class SelectSessions {
  constructor(
    private readonly deps: { sessions: CandidateSessionRepository; evaluations: EvaluationRepository },
  ) {}

  async execute(selector: SessionSelector): Promise<SelectedSession[]> {
    const found = await candidates(this.deps.sessions, selector);
    const versions = await latestVersions(
      this.deps.evaluations,
      found.filter((s) => !('missing' in s)).map((s) => s.id),
    );
    const selected = found.map((s): SelectedSession & { evaluated: boolean } => {
      const latest = versions.get(s.id);
      return 'missing' in s
        ? { sessionId: s.id, jobId: null, completedAt: null, latestEvaluatorVersion: null, evaluated: false }
        : {
            sessionId: s.id,
            jobId: s.jobId,
            completedAt: s.completedAt,
            latestEvaluatorVersion: latest?.version ?? null,
            evaluated: latest?.evaluated ?? false,
          };
    });
    const kept =
      selector.kind === 'evaluator-version'
        ? selected.filter((s) => s.evaluated && s.latestEvaluatorVersion === selector.version)
        : selected;
    return kept.map(({ evaluated: _evaluated, ...session }) => session);
  }
}
