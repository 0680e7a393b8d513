import type { CandidateSession } from '../../domain/candidate-session.js';
import { DomainError } from '../../domain/errors.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { Digest } from '../../ports/digest.js';
import type { Actor } from '../accounts/tenancy.js';
import { holdsCredential } from './candidate-credential.js';
import { isSessionId } from './media-keys.js';

/** The one answer for a session that is missing, or that the caller may not touch. */
export const SESSION_NOT_FOUND_MESSAGE = 'Session not found';

/** Who asks for a session: the credentials the request carried and the signed-in HR user, if any. */
export interface SessionViewer {
  candidateTokens: readonly string[];
  actor: Actor | null;
}

function notFound(): DomainError {
  return new DomainError('NOT_FOUND', SESSION_NOT_FOUND_MESSAGE);
}

/**
 * The session `id` when one of `tokens` is its credential. Errors: NOT_FOUND for a malformed id,
 * a missing session or a wrong or missing credential alike, so nothing reveals that a session exists.
 */
export async function findCandidateSession(
  deps: { sessions: CandidateSessionRepository; digest: Digest },
  id: string,
  tokens: readonly string[],
): Promise<CandidateSession> {
  if (!isSessionId(id)) throw notFound();
  const session = await deps.sessions.findById(id);
  if (!session || !holdsCredential(session, tokens, deps.digest)) throw notFound();
  return session;
}

/**
 * The session `id` if the viewer is its candidate or an HR user of the job's organisation.
 * Errors: NOT_FOUND for anyone else (another organisation, a stranger, a wrong credential).
 */
export async function findViewableSession(
  deps: { sessions: CandidateSessionRepository; jobs: JobRepository; digest: Digest },
  id: string,
  viewer: SessionViewer,
): Promise<CandidateSession> {
  if (!isSessionId(id)) throw notFound();
  const session = await deps.sessions.findById(id);
  if (!session) throw notFound();
  if (holdsCredential(session, viewer.candidateTokens, deps.digest)) return session;
  const organisationId = viewer.actor?.organisationId;
  if (organisationId) {
    const job = await deps.jobs.findById(session.jobId);
    if (job && job.organisationId === organisationId) return session;
  }
  throw notFound();
}

/** Refuses changes to a completed interview. Errors: INVALID_STATE. */
export function assertInProgress(session: CandidateSession): void {
  if (session.status === 'completed') {
    throw new DomainError('INVALID_STATE', 'This interview has already been completed.');
  }
}
