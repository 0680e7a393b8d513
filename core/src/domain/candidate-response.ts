import type { TimedWord } from './timed-word.js';

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
  /**
   * The words of the transcript with their times and confidences, when the recogniser gives them
   * (docs/behaviour/review.md §2.4): HR sees unsure words as unsure and plays the answer from a word.
   */
  transcriptWords: TimedWord[] | null;
  /** Which recogniser made the transcript (e.g. 'pocketsphinx (offline), job-adapted model'). */
  transcriber: string | null;
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
