import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Ids } from '../../ports/clock.js';
import type { Digest } from '../../ports/password-hasher.js';
import { assertInProgress, findCandidateSession } from '../interview/session-access.js';
import { randomVerificationPhrase } from './random-phrase.js';
import { saveSession, sessionIdSchema } from './verification-access.js';

/** POST /api/verification/phrase: the phrase the candidate reads on camera. */
export class IssueVerificationPhrase {
  constructor(private readonly deps: { sessions: CandidateSessionRepository; digest: Digest; ids: Ids }) {}

  /**
   * The session's phrase, made and stored on the first call (verificationPhrase, and its number
   * as verificationCode). Later calls answer the same phrase, so a retake reads what was shown
   * and HR's review compares the transcript with the phrase the candidate saw.
   * Errors: VALIDATION_FAILED, NOT_FOUND (session or credential), INVALID_STATE (completed).
   */
  async execute(body: unknown, tokens: readonly string[]): Promise<{ phrase: string }> {
    const { sessionId } = sessionIdSchema.parse(body);
    const session = await findCandidateSession(this.deps, sessionId, tokens);
    if (session.verificationPhrase) return { phrase: session.verificationPhrase };
    assertInProgress(session);
    const { phrase, code } = randomVerificationPhrase(this.deps.ids);
    await saveSession(this.deps.sessions, session.id, { verificationPhrase: phrase, verificationCode: code });
    return { phrase };
  }
}
