import type { CandidateSession } from '../../domain/candidate-session.js';
import { DomainError } from '../../domain/errors.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import { SESSION_NOT_FOUND_MESSAGE } from '../interview/session-access.js';
import { VERIFICATION_MESSAGES } from './limits.js';

/** Refuses a new identity file once the check is decided (passed, or failed by HR). Errors: INVALID_STATE. */
export function assertUndecided(session: CandidateSession): void {
  if (session.verificationStatus === 'passed' || session.verificationStatus === 'failed') {
    throw new DomainError('INVALID_STATE', VERIFICATION_MESSAGES.alreadyDecided);
  }
}

/** Applies an update to a session that was just read. Errors: NOT_FOUND if it vanished meanwhile. */
export async function saveSession(
  sessions: CandidateSessionRepository,
  id: string,
  update: Parameters<CandidateSessionRepository['update']>[1],
): Promise<CandidateSession> {
  const updated = await sessions.update(id, update);
  if (!updated) throw new DomainError('NOT_FOUND', SESSION_NOT_FOUND_MESSAGE);
  return updated;
}

/** Every phrase-check field cleared: a new identity file has not been checked yet. */
export const UNCHECKED_PHRASE = {
  phraseTranscript: null,
  phraseNormalizedTranscript: null,
  phraseNormalizedExpected: null,
  phraseMatchExact: null,
  phraseMatchScore: null,
  phraseCheckedAt: null,
  verifiedAt: null,
} as const;
