import type {
  CandidateResponse,
  CandidateResponseSubmission,
  StoredResponse,
} from '../domain/candidate-response.js';
import type {
  CandidateSession,
  CandidateSessionUpdate,
  NewCandidateSession,
} from '../domain/candidate-session.js';
import type { CandidateResponseRepository } from '../ports/candidate-response-repository.js';
import type { TimedWord } from '../rules/readable-transcript.js';
import type {
  CandidateSessionRepository,
  CompletedSessionFilter,
} from '../ports/candidate-session-repository.js';

/** The transcript fields of an answer not (or no longer) transcribed. */
const NO_TRANSCRIPT = {
  transcribedText: null,
  readableText: null,
  transcriptionConfidence: null,
  transcriptWords: null,
  transcriber: null,
} as const;

/** A stored session with the spec's defaults (docs/behaviour/review.md §3.1) for every field not given. */
export function aCandidateSession(session: NewCandidateSession): CandidateSession {
  return {
    candidateName: null,
    candidatePhone: null,
    candidateEmail: null,
    externalReference: null,
    cvFilePath: null,
    status: 'in_progress',
    currentQuestionIndex: 0,
    completedAt: null,
    referrerUrl: null,
    verificationFilePath: null,
    verificationType: null,
    verificationStatus: 'not_required',
    verificationPhrase: null,
    verificationCode: null,
    verifiedAt: null,
    phraseTranscript: null,
    phraseNormalizedTranscript: null,
    phraseNormalizedExpected: null,
    phraseMatchExact: null,
    phraseMatchScore: null,
    phraseCheckedAt: null,
    voiceVerifyScores: null,
    voiceVerifyScore: null,
    voiceVerifyCheckedAt: null,
    ecapaVerifySimilarities: null,
    ecapaVerifyScore: null,
    ecapaVerifyCheckedAt: null,
    browserFingerprint: null,
    ipAddress: null,
    timePerQuestion: null,
    tabSwitchCount: 0,
    enrollmentRecordingUrl: null,
    inPanel: false,
    hiringOutcome: null,
    hiringOutcomeUpdatedAt: null,
    candidateTokenHash: null,
    evaluationRequestedAt: null,
    ...session,
  };
}

const byStart = (a: CandidateSession, b: CandidateSession) =>
  a.startedAt.getTime() - b.startedAt.getTime() || a.id.localeCompare(b.id);

/** CandidateSessionRepository in memory, following the port's orderings. */
export class InMemoryCandidateSessionRepository implements CandidateSessionRepository {
  readonly rows = new Map<string, CandidateSession>();

  async create(session: NewCandidateSession): Promise<CandidateSession> {
    const row = aCandidateSession(session);
    this.rows.set(row.id, row);
    return { ...row };
  }
  async discard(id: string): Promise<void> {
    this.rows.delete(id);
  }
  async findById(id: string): Promise<CandidateSession | null> {
    const row = this.rows.get(id);
    return row ? { ...row } : null;
  }
  async findInJob(id: string, jobId: string): Promise<CandidateSession | null> {
    const row = this.rows.get(id);
    return row && row.jobId === jobId ? { ...row } : null;
  }
  async listByJob(jobId: string): Promise<CandidateSession[]> {
    return this.listByJobs([jobId]);
  }
  async listByJobs(jobIds: readonly string[]): Promise<CandidateSession[]> {
    return [...this.rows.values()]
      .filter((s) => jobIds.includes(s.jobId))
      .sort(byStart)
      .map((s) => ({ ...s }));
  }
  async listCompleted(filter: CompletedSessionFilter = {}): Promise<CandidateSession[]> {
    return [...this.rows.values()]
      .filter(
        (s): s is CandidateSession & { completedAt: Date } =>
          s.status === 'completed' && s.completedAt !== null,
      )
      .filter((s) => filter.jobId === undefined || s.jobId === filter.jobId)
      .filter((s) => !filter.completedFrom || s.completedAt >= filter.completedFrom)
      .filter((s) => !filter.completedBefore || s.completedAt < filter.completedBefore)
      .sort((a, b) => a.completedAt.getTime() - b.completedAt.getTime() || a.id.localeCompare(b.id))
      .map((s) => ({ ...s }));
  }
  async update(id: string, update: CandidateSessionUpdate): Promise<CandidateSession | null> {
    const row = this.rows.get(id);
    if (!row) return null;
    const defined = Object.fromEntries(Object.entries(update).filter(([, v]) => v !== undefined));
    const next = { ...row, ...defined };
    this.rows.set(id, next);
    return { ...next };
  }
}

/** CandidateResponseRepository in memory: one answer per (sessionId, questionIndex). */
export class InMemoryCandidateResponseRepository implements CandidateResponseRepository {
  readonly rows: CandidateResponse[] = [];

  async upsert(submission: CandidateResponseSubmission): Promise<StoredResponse> {
    const existing = this.rows.find(
      (r) => r.sessionId === submission.sessionId && r.questionIndex === submission.questionIndex,
    );
    if (existing) {
      const changed = existing.audioFilePath !== submission.audioFilePath;
      Object.assign(existing, {
        questionId: submission.questionId,
        questionText: submission.questionText,
        duration: submission.duration,
        audioFilePath: submission.audioFilePath,
        ...(changed ? { ...NO_TRANSCRIPT } : {}),
      });
      return { response: { ...existing }, created: false };
    }
    const row: CandidateResponse = {
      ...submission,
      ...NO_TRANSCRIPT,
      isSamePerson: true,
    };
    this.rows.push(row);
    return { response: { ...row }, created: true };
  }
  async findById(id: string): Promise<CandidateResponse | null> {
    const row = this.rows.find((r) => r.id === id);
    return row ? { ...row } : null;
  }
  async findBySessionAndIndex(sessionId: string, questionIndex: number): Promise<CandidateResponse | null> {
    const row = this.rows.find((r) => r.sessionId === sessionId && r.questionIndex === questionIndex);
    return row ? { ...row } : null;
  }
  async listBySession(sessionId: string): Promise<CandidateResponse[]> {
    return this.listBySessions([sessionId]);
  }
  async listBySessions(sessionIds: readonly string[]): Promise<CandidateResponse[]> {
    return this.rows
      .filter((r) => sessionIds.includes(r.sessionId))
      .sort((a, b) => a.sessionId.localeCompare(b.sessionId) || a.questionIndex - b.questionIndex)
      .map((r) => ({ ...r }));
  }
  async saveTranscript(
    id: string,
    transcript: {
      text: string;
      confidence: number | null;
      durationSeconds?: number | null;
      readableText?: string | null;
      words?: TimedWord[] | null;
      transcriber?: string | null;
    },
  ): Promise<CandidateResponse | null> {
    const row = this.rows.find((r) => r.id === id);
    if (!row) return null;
    Object.assign(row, {
      transcribedText: transcript.text,
      transcriptionConfidence: transcript.confidence,
      readableText: transcript.readableText ?? null,
      transcriptWords: transcript.words ? transcript.words.map((w) => ({ ...w })) : null,
      transcriber: transcript.transcriber ?? null,
    });
    const seconds = transcript.durationSeconds;
    if (typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0)
      row.duration = Math.round(seconds);
    return { ...row };
  }
  async setSamePerson(id: string, isSamePerson: boolean): Promise<void> {
    const row = this.rows.find((r) => r.id === id);
    if (row) row.isSamePerson = isSamePerson;
  }
}
