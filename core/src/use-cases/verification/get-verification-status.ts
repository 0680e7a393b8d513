import type { VerificationSessionRequest, VerificationStatusView } from '../../contract/verification.js';
import type { CandidateSession } from '../../domain/candidate-session.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Digest } from '../../ports/digest.js';
import {
  NOT_RECOGNISED_MESSAGE,
  VERY_CLOSE_HINT,
  VERY_CLOSE_SCORE,
} from '../../rules/verification-phrase.js';
import { findCandidateSession } from '../interview/session-access.js';
import { awaitsPhraseCheck } from './check-phrase.js';
import type { PhraseCheckRequests } from '../../ports/phrase-check-requests.js';

/** The hint for a checked phrase: 'very close' at a score of 0.9 or more, else 'not recognised'. */
export function verificationHint(
  session: Pick<CandidateSession, 'phraseMatchExact' | 'phraseMatchScore'>,
): string | null {
  if (session.phraseMatchExact !== false) return null;
  return (session.phraseMatchScore ?? 0) >= VERY_CLOSE_SCORE ? VERY_CLOSE_HINT : NOT_RECOGNISED_MESSAGE;
}

/** Reads the identity check's state for its candidate. */
export class GetVerificationStatus {
  constructor(
    private readonly deps: {
      sessions: CandidateSessionRepository;
      digest: Digest;
      /** Without one (no transcriber), videos wait for HR. */
      checks?: PhraseCheckRequests;
    },
  ) {}

  /**
   * The status, the phrase result and its hint. A video still unchecked has its check asked for
   * again (idempotent; the runner ignores it while one runs), so a check lost to a restart resumes.
   * Errors: NOT_FOUND.
   */
  async execute(
    { sessionId }: VerificationSessionRequest,
    tokens: readonly string[],
  ): Promise<VerificationStatusView> {
    const session = await findCandidateSession(this.deps, sessionId, tokens);
    const unchecked = awaitsPhraseCheck(session) && session.verificationStatus === 'pending';
    if (unchecked) this.deps.checks?.request(session.id, 'poll');
    return {
      status: session.verificationStatus,
      phraseMatchExact: session.phraseMatchExact,
      phraseMatchScore: session.phraseMatchScore,
      hint: verificationHint(session),
      awaitingReview:
        session.verificationStatus === 'pending' &&
        (session.verificationType === 'photo' || (unchecked && !this.deps.checks)),
    };
  }
}
