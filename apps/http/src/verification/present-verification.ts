import type { CandidateSession } from '@sauti/core/domain/candidate-session';
import type { VerificationDecisionView } from '@sauti/core/contract/verification';

/** The identity-check fields of a session, as HR's decision call answers them. */
export function presentVerification(session: CandidateSession): VerificationDecisionView {
  return {
    sessionId: session.id,
    verificationStatus: session.verificationStatus,
    verificationType: session.verificationType,
    verificationFilePath: session.verificationFilePath,
    verificationPhrase: session.verificationPhrase,
    verifiedAt: session.verifiedAt?.toISOString() ?? null,
    phraseTranscript: session.phraseTranscript,
    phraseNormalizedTranscript: session.phraseNormalizedTranscript,
    phraseNormalizedExpected: session.phraseNormalizedExpected,
    phraseMatchExact: session.phraseMatchExact,
    phraseMatchScore: session.phraseMatchScore,
    phraseCheckedAt: session.phraseCheckedAt?.toISOString() ?? null,
  };
}
