import type { StoredResponse } from '../../domain/candidate-response.js';
import type { CandidateSession } from '../../domain/candidate-session.js';
import type { JobQuestion } from '../../domain/job.js';
import { DomainError } from '../../domain/errors.js';
import { AUDIO_CONTENT_TYPE } from '../../rules/file-signatures.js';
import type { BlobStore } from '../../ports/blob-store.js';
import type { CandidateResponseRepository } from '../../ports/candidate-response-repository.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { Ids } from '../../ports/ids.js';
import { transcribeKey, voiceMatchKey, type JobQueue } from '../../ports/job-queue.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { Digest } from '../../ports/digest.js';
import type { SubmitResponseFields } from '../../contract/interview.js';
import { AUDIO_RULE, UPLOAD_MESSAGES } from './limits.js';
import { answerAudioPath, audioKey } from './media-keys.js';
import type { AbuseBudgets } from '../abuse/abuse-budgets.js';
import { uploaderOf } from './uploader.js';
import { assertIdentityOnFileFor } from './identity-gate.js';
import { assertInProgress, findCandidateSession, SESSION_NOT_FOUND_MESSAGE } from './session-access.js';
import {
  checkDeclaredSize,
  checkUpload,
  type AnnouncedUpload,
  type ReservedBytes,
  type UploadedFile,
} from './uploaded-file.js';

/** POST /api/responses: one recorded answer. */
export class SubmitResponse {
  constructor(
    private readonly deps: {
      sessions: CandidateSessionRepository;
      responses: CandidateResponseRepository;
      jobs: JobRepository;
      blobs: BlobStore;
      digest: Digest;
      clock: Clock;
      ids: Ids;
      budgets: AbuseBudgets;
      /** Where the transcription job goes; without one, the start-up sweep finds the answer. */
      queue?: JobQueue;
    },
  ) {}

  /**
   * Stores the answer to question `questionIndex`, idempotently: the key holds the content hash,
   * so a retried upload of the same recording finds its row and writes nothing (`created: false`);
   * a different recording for the same question (a re-take) replaces the audio in the same row and
   * the old file is removed, until the interview completes. The question's stored text and id are
   * kept, not the client's copy. The edge parsed the fields with submitResponseSchema
   * (core/src/contract/interview.ts). Errors: VALIDATION_FAILED (no audio, no such question), NOT_FOUND (session or credential),
   * INVALID_STATE (completed), VERIFICATION_REQUIRED (identity file missing), TOO_LARGE or
   * RATE_LIMITED (byte budgets of the session and address), UNSUPPORTED_MEDIA_TYPE, TOO_LARGE.
   */
  async execute(input: {
    fields: SubmitResponseFields;
    audio: UploadedFile | null;
    tokens: readonly string[];
    /** The client address key (IPv4, IPv6 /64) for the byte budget. */
    addressKey?: string | null;
    /** Set for a resumable upload, whose bytes were charged when it was announced. */
    reserved?: ReservedBytes;
  }): Promise<StoredResponse> {
    const { fields } = input;
    const { session, question } = await this.target(fields, input.tokens);
    return this.store({ session, question, questionIndex: fields.questionIndex, ...input });
  }

  /**
   * An answer recorded on a phone call (docs/behaviour/interview.md §20): the call proved who it is
   * (its secret and its PIN), so no credential is asked; everything else is as for an upload, the
   * session's byte budget included. Errors: as for execute.
   */
  async storeFromCall(input: {
    sessionId: string;
    questionIndex: number;
    audio: UploadedFile;
  }): Promise<StoredResponse> {
    const session = await this.deps.sessions.findById(input.sessionId);
    if (!session) throw new DomainError('NOT_FOUND', SESSION_NOT_FOUND_MESSAGE);
    assertInProgress(session);
    const question = await this.questionOf(session, input.questionIndex);
    return this.store({ session, question, questionIndex: input.questionIndex, audio: input.audio });
  }

  private async store(input: {
    session: CandidateSession;
    question: JobQuestion;
    questionIndex: number;
    audio: UploadedFile | null;
    addressKey?: string | null;
    reserved?: ReservedBytes;
  }): Promise<StoredResponse> {
    const { session, question } = input;
    const fields = { questionIndex: input.questionIndex };
    if (!input.audio) throw new DomainError('VALIDATION_FAILED', UPLOAD_MESSAGES.audioRequired);
    const kind = checkUpload(input.audio, AUDIO_RULE) as keyof typeof AUDIO_CONTENT_TYPE;

    const path = answerAudioPath(session.id, fields.questionIndex, input.audio.sha256, kind);
    const existing = await this.deps.responses.findBySessionAndIndex(session.id, fields.questionIndex);
    if (existing?.audioFilePath === path) {
      // A retried upload: ask again while no transcript exists, in case the first enqueue failed.
      if (existing.transcribedText === null) await this.requestTranscript(existing.id);
      return { response: existing, created: false };
    }

    if (input.reserved) input.reserved.use();
    else await this.deps.budgets.storeBytes(uploaderOf(session, input.addressKey), input.audio.size);
    await this.deps.blobs.put(audioKey(path), input.audio.open(), AUDIO_CONTENT_TYPE[kind]);
    const stored = await this.deps.responses.upsert({
      id: this.deps.ids.newId(),
      sessionId: session.id,
      questionId: question.id,
      questionIndex: fields.questionIndex,
      questionText: question.text,
      audioFilePath: path,
      duration: null, // MediaRecorder's WebM carries no duration; transcription measures it
      createdAt: this.deps.clock.now(),
    });
    if (existing?.audioFilePath && existing.audioFilePath !== path) {
      await this.deps.blobs.delete(audioKey(existing.audioFilePath)).catch(() => undefined);
    }
    if (session.currentQuestionIndex < fields.questionIndex + 1) {
      await this.deps.sessions.update(session.id, { currentQuestionIndex: fields.questionIndex + 1 });
    }
    await this.requestTranscript(stored.response.id);
    await this.requestVoiceMatch(stored.response.id);
    return stored;
  }

  /**
   * The checks an answer passes before any of its bytes is read, for an upload that announces
   * its length first (a resumable upload): the same session, credential, state and question
   * checks as {@link execute}, and the size limit. Errors: as for execute, bar the content type.
   */
  async admit(input: AnnouncedUpload<SubmitResponseFields>): Promise<void> {
    await this.target(input.fields, input.tokens);
    if (input.size === 0) throw new DomainError('VALIDATION_FAILED', UPLOAD_MESSAGES.audioRequired);
    checkDeclaredSize(input.size, AUDIO_RULE);
  }

  /** The session (the caller's, in progress) and the stored question the fields name. */
  private async target(fields: SubmitResponseFields, tokens: readonly string[]) {
    const session = await findCandidateSession(this.deps, fields.sessionId, tokens);
    assertInProgress(session);
    return { session, question: await this.questionOf(session, fields.questionIndex) };
  }

  /** The stored question at `index`, past the identity gate. Errors: VERIFICATION_REQUIRED, VALIDATION_FAILED. */
  private async questionOf(session: CandidateSession, index: number): Promise<JobQuestion> {
    const found = await this.deps.jobs.findQuestionAt(session.jobId, index);
    assertIdentityOnFileFor(session, found?.job ?? null);
    const question = found?.question;
    if (!question) {
      throw new DomainError('VALIDATION_FAILED', `Question ${index} does not exist in this interview.`);
    }
    return question;
  }

  /**
   * Queues the transcription once the row is stored (outside any transaction). A failure here
   * must not fail the upload: the answer is safe, and the workers' start-up sweep enqueues every
   * answer that has audio and no transcript.
   */
  private async requestTranscript(responseId: string): Promise<void> {
    try {
      await this.deps.queue?.enqueue(
        'transcribe',
        { responseId },
        { singletonKey: transcribeKey(responseId) },
      );
    } catch {
      // deliberately swallowed: see above
    }
  }

  /** Queues the voice-continuity check of new audio; like the transcript, a failure never fails the upload. */
  private async requestVoiceMatch(responseId: string): Promise<void> {
    try {
      await this.deps.queue?.enqueue(
        'voice-match',
        { responseId },
        { singletonKey: voiceMatchKey(responseId) },
      );
    } catch {
      // deliberately swallowed: the answer is stored; only its voice score is missing
    }
  }
}
