import type { JsonValue } from './json.js';

/** In progress until the interview completes. */
export type CandidateSessionStatus = 'in_progress' | 'completed';

/**
 * Identity check state: `not_required` when the job does not ask for one, `missing` while it does
 * and no identity file has arrived, `pending` once one has (until passed or failed).
 */
export type VerificationStatus = 'not_required' | 'missing' | 'pending' | 'passed' | 'failed';

/** How the candidate proved identity. */
export type VerificationType = 'photo' | 'video';

/** The decisions HR can record (docs/behaviour/review.md); null means pending ("No decision yet"). */
export const HIRING_OUTCOMES = ['hired', 'rejected', 'considering'] as const;
export type HiringOutcome = (typeof HIRING_OUTCOMES)[number];

/** One candidate's interview for one job (table `candidate_sessions`). */
export interface CandidateSession {
  id: string;
  jobId: string;
  candidateName: string | null;
  candidatePhone: string | null;
  candidateEmail: string | null;
  /**
   * The applicant tracking system's id of the candidate, from the invitation the interview was
   * started with (docs/behaviour/interview.md §15); null for the public link.
   */
  externalReference: string | null;
  cvFilePath: string | null;
  status: CandidateSessionStatus;
  currentQuestionIndex: number;
  startedAt: Date;
  completedAt: Date | null;
  referrerUrl: string | null;
  verificationFilePath: string | null;
  verificationType: VerificationType | null;
  verificationStatus: VerificationStatus;
  verificationPhrase: string | null;
  verificationCode: string | null;
  verifiedAt: Date | null;
  phraseTranscript: string | null;
  phraseNormalizedTranscript: string | null;
  phraseNormalizedExpected: string | null;
  phraseMatchExact: boolean | null;
  phraseMatchScore: number | null;
  phraseCheckedAt: Date | null;
  voiceVerifyScores: JsonValue | null;
  voiceVerifyScore: number | null;
  voiceVerifyCheckedAt: Date | null;
  ecapaVerifySimilarities: JsonValue | null;
  ecapaVerifyScore: number | null;
  ecapaVerifyCheckedAt: Date | null;
  browserFingerprint: string | null;
  ipAddress: string | null;
  /** Seconds spent per question, as recorded by the interview page. */
  timePerQuestion: JsonValue | null;
  tabSwitchCount: number;
  enrollmentRecordingUrl: string | null;
  inPanel: boolean;
  hiringOutcome: HiringOutcome | null;
  hiringOutcomeUpdatedAt: Date | null;
  /** SHA-256 (hex) of the credential issued to the candidate at creation; never presented. */
  candidateTokenHash: string | null;
  /** When evaluation was requested (POST /api/sessions/{id}/evaluate); null until then. */
  evaluationRequestedAt: Date | null;
}

/** Fields a new session starts with; the rest take the spec's defaults (null, 0, false). */
export type NewCandidateSession = Pick<CandidateSession, 'id' | 'jobId' | 'startedAt'> &
  Partial<Omit<CandidateSession, 'id' | 'jobId' | 'startedAt'>>;

/** Fields of a session that may change while and after it runs. */
export type CandidateSessionUpdate = Partial<Omit<CandidateSession, 'id' | 'jobId' | 'startedAt'>>;
