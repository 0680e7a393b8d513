import type { SubmitEnrollmentFields, SubmitResponseFields } from '../../contract/interview.js';
import type { ResumableUploadFields } from '../../contract/uploads.js';
import type { VerificationSessionRequest } from '../../contract/verification.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Digest } from '../../ports/digest.js';
import { PHOTO_MAX_BYTES, VIDEO_MAX_BYTES } from '../verification/limits.js';
import { AUDIO_MAX_BYTES } from './limits.js';
import { findCandidateSession } from './session-access.js';
import type { AnnouncedUpload, UploadedFile } from './uploaded-file.js';

/** The largest file any kind accepts: a bound for the protocol layer before a kind is known. */
export const RESUMABLE_UPLOAD_MAX_BYTES = Math.max(AUDIO_MAX_BYTES, VIDEO_MAX_BYTES, PHOTO_MAX_BYTES);

/**
 * How long an unfinished upload is kept: a candidate offline for an afternoon resumes where the
 * upload stopped; after a day its bytes are removed and a later attempt starts from zero.
 */
export const RESUMABLE_UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** One upload's use case, bound to its parsed fields, as the one-shot route calls it. */
interface UploadTarget {
  admit(size: number, tokens: readonly string[]): Promise<void>;
  finish(file: UploadedFile, tokens: readonly string[], addressKey: string | null): Promise<unknown>;
}

/** A use case taking `Fields` and a file (named `audio` for recordings, `file` for identity media). */
interface Target<Fields, Input> {
  admit(input: AnnouncedUpload<Fields>): Promise<void>;
  execute(input: Input): Promise<unknown>;
}
/** The client address key (IPv4, IPv6 /64) goes with the file: its bytes count against that address's budget. */
type AudioInput<Fields> = {
  fields: Fields;
  audio: UploadedFile | null;
  tokens: readonly string[];
  addressKey: string | null;
};
type FileInput = {
  fields: VerificationSessionRequest;
  file: UploadedFile | null;
  tokens: readonly string[];
  addressKey: string | null;
};

/** The use cases behind each kind (their own one-shot routes call the same ones). */
export interface ResumableUploadTargets {
  answer: Target<SubmitResponseFields, AudioInput<SubmitResponseFields>>;
  enrollment: Target<SubmitEnrollmentFields, AudioInput<SubmitEnrollmentFields>>;
  identityVideo: Target<VerificationSessionRequest, FileInput>;
  identityPhoto: Target<VerificationSessionRequest, FileInput>;
}

function audioTarget<Fields>(target: Target<Fields, AudioInput<Fields>>, fields: Fields): UploadTarget {
  return {
    admit: (size, tokens) => target.admit({ fields, size, tokens }),
    finish: (audio, tokens, addressKey) => target.execute({ fields, audio, tokens, addressKey }),
  };
}

function mediaTarget(
  target: ResumableUploadTargets['identityVideo'],
  fields: VerificationSessionRequest,
): UploadTarget {
  return {
    admit: (size, tokens) => target.admit({ fields, size, tokens }),
    finish: (file, tokens, addressKey) => target.execute({ fields, file, tokens, addressKey }),
  };
}

/**
 * Answers, the warm-up and identity media sent as resumable uploads (the tus protocol at the
 * edge). Nothing here stores bytes: an upload is checked by its kind's own use case when it is
 * announced (so a refusal costs no data), its session's credential is asked for on every piece,
 * and the finished file is handed to the very use case of the one-shot route — the same
 * idempotency, storage and follow-up jobs (transcription, voice match, phrase check).
 */
export class ResumableUploads {
  constructor(
    private readonly deps: {
      sessions: CandidateSessionRepository;
      digest: Digest;
      targets: ResumableUploadTargets;
    },
  ) {}

  /**
   * Checks a new upload before any byte is stored. The edge has parsed its length and metadata
   * (parseAnnouncedUpload in core/src/contract/uploads.ts). Errors: whatever its kind's use case
   * refuses (NOT_FOUND, INVALID_STATE, TOO_LARGE...).
   */
  async admit(input: {
    upload: ResumableUploadFields;
    size: number;
    tokens: readonly string[];
  }): Promise<void> {
    await this.target(input.upload).admit(input.size, input.tokens);
  }

  /** Lets only the holder of the upload's session credential send or ask about it. Errors: NOT_FOUND. */
  async authorize(metadata: { sessionId: string }, tokens: readonly string[]): Promise<void> {
    await findCandidateSession(this.deps, metadata.sessionId, tokens);
  }

  /**
   * Hands the finished file to its kind's use case, which reserves its bytes against the
   * interview's and the address's budgets as the one-shot route does. Errors: as that use case's.
   */
  async finish(input: {
    upload: ResumableUploadFields;
    file: UploadedFile;
    tokens: readonly string[];
    addressKey: string | null;
  }): Promise<void> {
    await this.target(input.upload).finish(input.file, input.tokens, input.addressKey);
  }

  private target(upload: ResumableUploadFields): UploadTarget {
    const { answer, enrollment, identityVideo, identityPhoto } = this.deps.targets;
    switch (upload.kind) {
      case 'answer':
        return audioTarget(answer, upload.fields);
      case 'enrollment':
        return audioTarget(enrollment, upload.fields);
      case 'identity-video':
        return mediaTarget(identityVideo, upload.fields);
      case 'identity-photo':
        return mediaTarget(identityPhoto, upload.fields);
    }
  }
}
