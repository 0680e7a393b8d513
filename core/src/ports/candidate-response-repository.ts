import type {
  CandidateResponse,
  CandidateResponseSubmission,
  StoredResponse,
} from '../domain/candidate-response.js';
import type { TimedWord } from '../rules/readable-transcript.js';

/** Recorded answers, one per (sessionId, questionIndex). */
export interface CandidateResponseRepository {
  /**
   * Stores an answer idempotently by (sessionId, questionIndex): a retried upload returns the
   * existing row (`created: false`). A re-recording with different audio replaces the audio,
   * text and duration and clears the stale transcript (raw and readable); the row keeps its id.
   */
  upsert(submission: CandidateResponseSubmission): Promise<StoredResponse>;
  findById(id: string): Promise<CandidateResponse | null>;
  findBySessionAndIndex(sessionId: string, questionIndex: number): Promise<CandidateResponse | null>;
  /** Answers of a session by question index. */
  listBySession(sessionId: string): Promise<CandidateResponse[]>;
  /** Answers of several sessions, by session then question index. */
  listBySessions(sessionIds: readonly string[]): Promise<CandidateResponse[]>;
  /**
   * Saves a transcript (and its readable form, timed words and recogniser, when given); null when
   * there is no such answer. A
   * duration given (the recogniser measured the audio) becomes the answer's duration in whole seconds.
   */
  saveTranscript(
    id: string,
    transcript: {
      text: string;
      confidence: number | null;
      durationSeconds?: number | null;
      readableText?: string | null;
      words?: TimedWord[] | null;
      transcriber?: string | null;
    },
  ): Promise<CandidateResponse | null>;
  /** Records the voice-match verdict of an answer. */
  setSamePerson(id: string, isSamePerson: boolean): Promise<void>;
}
