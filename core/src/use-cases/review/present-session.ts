import { readableWords } from '../../rules/transcript-words.js';
import type { CandidateResponse } from '../../domain/candidate-response.js';
import type { CandidateSession } from '../../domain/candidate-session.js';
import { readableTranscript } from '../../rules/readable-transcript.js';
import { normaliseVoiceScore } from '../../rules/voice-score.js';
import type { ReviewResponse, ReviewSession } from '../../contract/review-views.js';

/** The playback URL of a stored audio path: '/api/audio/' + its segments, each URL-encoded. */
export function audioUrlOf(audioFilePath: string | null): string | null {
  if (!audioFilePath) return null;
  return `/api/audio/${audioFilePath.split('/').map(encodeURIComponent).join('/')}`;
}

/** The file name of an audio path (its last segment). */
export function audioFilenameOf(audioFilePath: string | null): string | null {
  if (!audioFilePath) return null;
  return audioFilePath.split('/').pop() || null;
}

/** The session's voice score on the 0-1 scale (the stored percent, else the ECAPA score), or null. */
function voiceScoreOf(session: CandidateSession): number | null {
  const raw = session.voiceVerifyScore ?? session.ecapaVerifyScore;
  return typeof raw === 'number' && Number.isFinite(raw) ? normaliseVoiceScore(raw) : null;
}

const iso = (date: Date | null): string | null => (date ? date.toISOString() : null);

/**
 * A session as HR reads it. An allow-list: the credential digest, verification code, IP address
 * and browser fingerprint never leave the server.
 */
export function presentReviewSession(session: CandidateSession): ReviewSession {
  return {
    id: session.id,
    jobId: session.jobId,
    candidateName: session.candidateName,
    candidateEmail: session.candidateEmail,
    candidatePhone: session.candidatePhone,
    externalReference: session.externalReference,
    status: session.status,
    startedAt: session.startedAt.toISOString(),
    completedAt: iso(session.completedAt),
    tabSwitchCount: session.tabSwitchCount,
    cvFilePath: session.cvFilePath,
    hasCv: Boolean(session.cvFilePath),
    verificationFilePath: session.verificationFilePath,
    verificationType: session.verificationType,
    verificationPhrase: session.verificationPhrase,
    verificationStatus: session.verificationStatus,
    verifiedAt: iso(session.verifiedAt),
    phraseMatchExact: session.phraseMatchExact,
    phraseMatchScore: session.phraseMatchScore,
    voiceScore: voiceScoreOf(session),
    hiringOutcome: session.hiringOutcome,
    hiringOutcomeUpdatedAt: iso(session.hiringOutcomeUpdatedAt),
    inPanel: session.inPanel,
  };
}

/**
 * The transcript as HR reads it: the stored readable form, else (answers transcribed before it was
 * kept) the raw text in sentence case; null while there is no transcript.
 */
export function readableTextOf(
  response: Pick<CandidateResponse, 'transcribedText' | 'readableText'>,
): string | null {
  if (response.transcribedText === null) return null;
  return response.readableText ?? readableTranscript(response.transcribedText);
}

/** An answer as HR reads it, with its playback URL. */
export function presentReviewResponse(response: CandidateResponse): ReviewResponse {
  return {
    id: response.id,
    questionIndex: response.questionIndex,
    questionText: response.questionText,
    transcribedText: response.transcribedText,
    readableText: readableTextOf(response),
    transcriptionConfidence: response.transcriptionConfidence,
    words:
      response.transcribedText !== null && response.transcriptWords?.length
        ? readableWords(response.transcriptWords, response.transcriber)
        : null,
    transcriber: response.transcribedText === null ? null : response.transcriber,
    duration: response.duration,
    createdAt: response.createdAt.toISOString(),
    audioFilePath: response.audioFilePath,
    audioFilename: audioFilenameOf(response.audioFilePath),
    audioUrl: audioUrlOf(response.audioFilePath),
    isSamePerson: response.isSamePerson,
  };
}
