/** One recorded answer (table `candidate_responses`), unique per (sessionId, questionIndex). */
export interface CandidateResponse {
  id: string;
  sessionId: string;
  /** The stored `JobQuestion` answered, when known. */
  questionId: string | null;
  questionIndex: number;
  questionText: string;
  audioFilePath: string | null;
  /** What the recogniser heard, as it heard it: what is scored, quoted and exported. */
  transcribedText: string | null;
  /**
   * The same words as HR reads them: sentence case, a capital "I", full stops where the speaker
   * paused (readableTranscript). Null until transcribed, and for answers transcribed before it was kept.
   */
  readableText: string | null;
  /** Confidence 0-1 reported by the speech-to-text provider, when it gives one. */
  transcriptionConfidence: number | null;
  /** Whole seconds. */
  duration: number | null;
  createdAt: Date;
  /** False marks a voice mismatch with the candidate's first answer. */
  isSamePerson: boolean;
}

/**
 * An uploaded answer. Uploads are retried with the idempotency key (sessionId, questionIndex), so
 * storing the same submission twice leaves one row.
 */
export interface CandidateResponseSubmission {
  id: string;
  sessionId: string;
  questionId: string | null;
  questionIndex: number;
  questionText: string;
  audioFilePath: string | null;
  duration: number | null;
  createdAt: Date;
}

/** The outcome of storing a submission: whether a new row was made. */
export interface StoredResponse {
  response: CandidateResponse;
  created: boolean;
}
