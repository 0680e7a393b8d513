import type { VerificationPhraseView, VerificationSessionRequest } from '../../contract/verification.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Ids } from '../../ports/ids.js';
import type { Digest } from '../../ports/digest.js';
import { assertInProgress, findCandidateSession } from '../interview/session-access.js';
import { randomVerificationPhrase } from './random-phrase.js';
import { saveSession } from './verification-access.js';

/** POST /api/verification/phrase: the phrase the candidate reads on camera. */
export class IssueVerificationPhrase {
  constructor(private readonly deps: { sessions: CandidateSessionRepository; digest: Digest; ids: Ids }) {}

  /**
   * The session's phrase, made and stored on the first call (verificationPhrase, and its number
   * as verificationCode). Later calls answer the same phrase, so a retake reads what was shown
   * and HR's review compares the transcript with the phrase the candidate saw.
   * Errors: NOT_FOUND (session or credential), INVALID_STATE (completed).
   */
  async execute(
    { sessionId }: VerificationSessionRequest,
    tokens: readonly string[],
  ): Promise<VerificationPhraseView> {
    const session = await findCandidateSession(this.deps, sessionId, tokens);
    if (session.verificationPhrase) return { phrase: session.verificationPhrase };
    assertInProgress(session);
    const { phrase, code } = randomVerificationPhrase(this.deps.ids);
    await saveSession(this.deps.sessions, session.id, { verificationPhrase: phrase, verificationCode: code });
    return { phrase };
  }
}
