import type {
  CandidateResponse,
  CandidateResponseSubmission,
  StoredResponse,
} from '@sauti/core/domain/candidate-response';
import type { CandidateResponseRepository } from '@sauti/core/ports/candidate-response-repository';
import type { TimedWord } from '@sauti/core/rules/readable-transcript';
import { CandidateResponseSchema, type CandidateResponseRow } from '../entities/candidate-response.entity.js';
import { OrmRepository } from './orm-repository.js';

function toResponse(row: CandidateResponseRow): CandidateResponse {
  return {
    id: row.id,
    sessionId: row.session,
    questionId: row.question ?? null,
    questionIndex: row.questionIndex,
    questionText: row.questionText,
    audioFilePath: row.audioFilePath ?? null,
    transcribedText: row.transcribedText ?? null,
    readableText: row.readableText ?? null,
    transcriptionConfidence: row.transcriptionConfidence ?? null,
    transcriptWords: row.transcriptWords ?? null,
    transcriber: row.transcriber ?? null,
    duration: row.duration ?? null,
    createdAt: row.createdAt,
    isSamePerson: row.isSamePerson,
  };
}

// One statement, so concurrent retries of the same upload cannot create two rows or fail.
// All SET expressions read the old row, so the transcript is cleared only when the audio changed.
const UPSERT_SQL = `
insert into candidate_responses
  (id, session_id, question_id, question_index, question_text, audio_file_path, duration, created_at)
values (?, ?, ?, ?, ?, ?, ?, ?)
on conflict (session_id, question_index) do update set
  question_id = excluded.question_id,
  question_text = excluded.question_text,
  duration = excluded.duration,
  audio_file_path = excluded.audio_file_path,
  transcribed_text = case when candidate_responses.audio_file_path is distinct from excluded.audio_file_path
    then null else candidate_responses.transcribed_text end,
  transcription_confidence = case when candidate_responses.audio_file_path is distinct from excluded.audio_file_path
    then null else candidate_responses.transcription_confidence end,
  readable_text = case when candidate_responses.audio_file_path is distinct from excluded.audio_file_path
    then null else candidate_responses.readable_text end,
  transcript_words = case when candidate_responses.audio_file_path is distinct from excluded.audio_file_path
    then null else candidate_responses.transcript_words end,
  transcriber = case when candidate_responses.audio_file_path is distinct from excluded.audio_file_path
    then null else candidate_responses.transcriber end
returning *, (xmax = 0) as inserted`;

/** `CandidateResponseRepository` on MikroORM. */
/** A measured length in whole seconds, or null when none was measured. */
export function wholeSeconds(seconds: number | null | undefined): number | null {
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0 ? Math.round(seconds) : null;
}

export class OrmCandidateResponseRepository extends OrmRepository implements CandidateResponseRepository {
  async upsert(submission: CandidateResponseSubmission): Promise<StoredResponse> {
    const em = this.em();
    const [row] = await this.sql<Record<string, unknown> & { inserted: boolean }>(em, UPSERT_SQL, [
      submission.id,
      submission.sessionId,
      submission.questionId,
      submission.questionIndex,
      submission.questionText,
      submission.audioFilePath,
      submission.duration,
      submission.createdAt,
    ]);
    if (!row) throw new Error('upsert returned no row');
    const { inserted, ...columns } = row;
    return { response: toResponse(em.map(CandidateResponseSchema, columns)), created: inserted === true };
  }

  async findById(id: string): Promise<CandidateResponse | null> {
    const row = await this.em().findOne(CandidateResponseSchema, { id });
    return row ? toResponse(row) : null;
  }

  async findBySessionAndIndex(sessionId: string, questionIndex: number): Promise<CandidateResponse | null> {
    const row = await this.em().findOne(CandidateResponseSchema, { session: sessionId, questionIndex });
    return row ? toResponse(row) : null;
  }

  async listBySession(sessionId: string): Promise<CandidateResponse[]> {
    return this.listBySessions([sessionId]);
  }

  async listBySessions(sessionIds: readonly string[]): Promise<CandidateResponse[]> {
    if (sessionIds.length === 0) return [];
    const rows = await this.em().find(
      CandidateResponseSchema,
      { session: { $in: [...sessionIds] } },
      { orderBy: { session: 'asc', questionIndex: 'asc' } },
    );
    return rows.map(toResponse);
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
    const em = this.em();
    const duration = wholeSeconds(transcript.durationSeconds);
    const updated = await em.nativeUpdate(
      CandidateResponseSchema,
      { id },
      {
        transcribedText: transcript.text,
        transcriptionConfidence: transcript.confidence,
        ...(duration === null ? {} : { duration }),
        readableText: transcript.readableText ?? null,
        transcriptWords: transcript.words ?? null,
        transcriber: transcript.transcriber ?? null,
      },
    );
    return updated > 0 ? this.findById(id) : null;
  }

  async setSamePerson(id: string, isSamePerson: boolean): Promise<void> {
    await this.em().nativeUpdate(CandidateResponseSchema, { id }, { isSamePerson });
  }
}
