import type { CandidateSession } from '../../domain/candidate-session.js';
import { DomainError } from '../../domain/errors.js';
import { AUDIO_CONTENT_TYPE } from '../../rules/file-signatures.js';
import type { BlobStore } from '../../ports/blob-store.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Digest } from '../../ports/digest.js';
import type { SubmitEnrollmentFields } from '../../contract/interview.js';
import { AUDIO_RULE, UPLOAD_MESSAGES } from './limits.js';
import type { AbuseBudgets } from '../abuse/abuse-budgets.js';
import { uploaderOf } from './uploader.js';
import { assertIdentityOnFile } from './identity-gate.js';
import type { JobRepository } from '../../ports/job-repository.js';
import { audioKey, enrollmentAudioPath } from './media-keys.js';
import { assertInProgress, findCandidateSession, SESSION_NOT_FOUND_MESSAGE } from './session-access.js';
import {
  checkDeclaredSize,
  checkUpload,
  type AnnouncedUpload,
  type ReservedBytes,
  type UploadedFile,
} from './uploaded-file.js';

/** POST /api/enrollment: the voice warm-up (the practice question), later the voice reference. */
export class SubmitEnrollment {
  constructor(
    private readonly deps: {
      sessions: CandidateSessionRepository;
      jobs: JobRepository;
      blobs: BlobStore;
      digest: Digest;
      budgets: AbuseBudgets;
    },
  ) {}

  /**
   * Stores the warm-up and sets `enrollmentRecordingUrl` (the audio path). The same recording again
   * changes nothing; a new one replaces the old. The edge parsed the fields with
   * submitEnrollmentSchema (core/src/contract/interview.ts). Errors: VALIDATION_FAILED (no audio), NOT_FOUND,
   * INVALID_STATE (completed), VERIFICATION_REQUIRED (identity file missing), UNSUPPORTED_MEDIA_TYPE, TOO_LARGE.
   */
  async execute(input: {
    fields: SubmitEnrollmentFields;
    audio: UploadedFile | null;
    tokens: readonly string[];
    /** The client address key (IPv4, IPv6 /64) for the byte budget. */
    addressKey?: string | null;
    /** Set for a resumable upload, whose bytes were charged when it was announced. */
    reserved?: ReservedBytes;
  }): Promise<CandidateSession> {
    const session = await this.target(input.fields, input.tokens);
    return this.store(session, input.audio, input.addressKey ?? null, input.reserved);
  }

  /**
   * The warm-up recorded on a phone call (docs/behaviour/interview.md §20): the call proved who it
   * is, so no credential is asked. Errors: as for execute.
   */
  async storeFromCall(input: { sessionId: string; audio: UploadedFile }): Promise<CandidateSession> {
    const session = await this.deps.sessions.findById(input.sessionId);
    if (!session) throw new DomainError('NOT_FOUND', SESSION_NOT_FOUND_MESSAGE);
    assertInProgress(session);
    await assertIdentityOnFile(this.deps.jobs, session);
    return this.store(session, input.audio, null, undefined);
  }

  private async store(
    session: CandidateSession,
    audio: UploadedFile | null,
    addressKey: string | null,
    reserved: ReservedBytes | undefined,
  ): Promise<CandidateSession> {
    const input = { audio, addressKey, reserved };
    if (!input.audio) throw new DomainError('VALIDATION_FAILED', UPLOAD_MESSAGES.audioRequired);
    const kind = checkUpload(input.audio, AUDIO_RULE) as keyof typeof AUDIO_CONTENT_TYPE;

    const path = enrollmentAudioPath(session.id, input.audio.sha256, kind);
    const previous = session.enrollmentRecordingUrl;
    if (previous === path) return session;
    if (input.reserved) input.reserved.use();
    else await this.deps.budgets.storeBytes(uploaderOf(session, input.addressKey), input.audio.size);
    await this.deps.blobs.put(audioKey(path), input.audio.open(), AUDIO_CONTENT_TYPE[kind]);
    const updated = await this.deps.sessions.update(session.id, { enrollmentRecordingUrl: path });
    if (!updated) throw new DomainError('NOT_FOUND', SESSION_NOT_FOUND_MESSAGE);
    if (previous) await this.deps.blobs.delete(audioKey(previous)).catch(() => undefined);
    return updated;
  }

  /**
   * The checks a warm-up passes before any of its bytes is read (a resumable upload announces its
   * length first): as {@link execute}, bar the content type. Errors: VALIDATION_FAILED, NOT_FOUND,
   * INVALID_STATE, TOO_LARGE.
   */
  async admit(input: AnnouncedUpload<SubmitEnrollmentFields>): Promise<void> {
    await this.target(input.fields, input.tokens);
    if (input.size === 0) throw new DomainError('VALIDATION_FAILED', UPLOAD_MESSAGES.audioRequired);
    checkDeclaredSize(input.size, AUDIO_RULE);
  }

  /** The caller's session, still in progress. */
  private async target(fields: SubmitEnrollmentFields, tokens: readonly string[]): Promise<CandidateSession> {
    const session = await findCandidateSession(this.deps, fields.sessionId, tokens);
    assertInProgress(session);
    await assertIdentityOnFile(this.deps.jobs, session);
    return session;
  }
}
