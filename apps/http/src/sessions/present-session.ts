import type { CandidateSessionView } from '@sauti/core/contract/interview';
import type { CandidateSession } from '@sauti/core/domain/candidate-session';

/**
 * A session as its candidate sees it. An allow-list: the credential digest, IP address, browser
 * fingerprint, HR's decisions (panel, outcome) and the identity and voice scores are never sent.
 */
export function presentCandidateSession(session: CandidateSession): CandidateSessionView {
  return {
    id: session.id,
    jobId: session.jobId,
    status: session.status,
    currentQuestionIndex: session.currentQuestionIndex,
    candidateName: session.candidateName,
    candidatePhone: session.candidatePhone,
    candidateEmail: session.candidateEmail,
    cvFilePath: session.cvFilePath,
    referrerUrl: session.referrerUrl,
    startedAt: session.startedAt.toISOString(),
    completedAt: session.completedAt?.toISOString() ?? null,
    verificationFilePath: session.verificationFilePath,
    verificationType: session.verificationType,
    verificationStatus: session.verificationStatus,
    verificationPhrase: session.verificationPhrase,
    enrollmentRecordingUrl: session.enrollmentRecordingUrl,
    timePerQuestion: session.timePerQuestion,
    tabSwitchCount: session.tabSwitchCount,
    evaluationRequestedAt: session.evaluationRequestedAt?.toISOString() ?? null,
  };
}
