/**
 * A recorded answer waiting on this device for the server's acknowledgement. It carries
 * everything its upload needs, so it can be sent after a reload without any other state.
 */
export interface PendingAnswer {
  /** `${sessionId}:${questionIndex}`: one answer per question, as the server counts them. */
  key: string;
  sessionId: string;
  candidateToken: string | null;
  questionIndex: number;
  questionText: string;
  audio: Blob;
  savedAt: number;
  /** The resumable upload started for this recording, so a later attempt resumes it. */
  uploadUrl?: string | null;
  /** Set when the server refused the recording for good; kept until the candidate has seen it. */
  refusal?: AnswerRefusal | null;
}

/** Why the server will never take an answer (its words, and its error code). */
export interface AnswerRefusal {
  code: string;
  message: string;
}

/** The key of an answer: the server's idempotency key (session, question index). */
export function answerKey(sessionId: string, questionIndex: number): string {
  return `${sessionId}:${questionIndex}`;
}

/**
 * Where answers wait for upload. The browser keeps them in IndexedDB ({@link openIdbAnswerStore});
 * tests and browsers without IndexedDB use {@link createMemoryAnswerStore}.
 */
export interface AnswerStore {
  /** Saves (or replaces) an answer; resolves once it is durably stored. */
  put(answer: PendingAnswer): Promise<void>;
  /** Every answer still waiting, oldest first. */
  list(): Promise<PendingAnswer[]>;
  remove(key: string): Promise<void>;
}

/** An answer store in memory: survives a "reload" only as long as the same object is reused. */
export function createMemoryAnswerStore(initial: PendingAnswer[] = []): AnswerStore {
  const answers = new Map(initial.map((answer) => [answer.key, answer]));
  return {
    put: async (answer) => {
      answers.set(answer.key, answer);
    },
    list: async () => [...answers.values()].sort((a, b) => a.savedAt - b.savedAt),
    remove: async (key) => {
      answers.delete(key);
    },
  };
}
