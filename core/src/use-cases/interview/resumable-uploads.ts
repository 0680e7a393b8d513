import type { SubmitEnrollmentFields, SubmitResponseFields } from '../../contract/interview.js';
import type { ResumableUploadFields } from '../../contract/uploads.js';
import type { VerificationSessionRequest } from '../../contract/verification.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Digest } from '../../ports/digest.js';
import { PHOTO_MAX_BYTES, VIDEO_MAX_BYTES } from '../verification/limits.js';
import { AUDIO_MAX_BYTES } from './limits.js';
import { findCandidateSession } from './session-access.js';
import type { AnnouncedUpload, ReservedBytes, UploadedFile } from './uploaded-file.js';
import type { UploadReservations } from './upload-reservations.js';
import { isDomainError } from '../../domain/errors.js';

/** The largest file any kind accepts: a bound for the protocol layer before a kind is known. */
export const RESUMABLE_UPLOAD_MAX_BYTES = Math.max(AUDIO_MAX_BYTES, VIDEO_MAX_BYTES, PHOTO_MAX_BYTES);

/** One upload's use case, bound to its parsed fields, as the one-shot route calls it. */
interface UploadTarget {
  admit(size: number, tokens: readonly string[]): Promise<void>;
  finish(
    file: UploadedFile,
    tokens: readonly string[],
    addressKey: string | null,
    reserved: ReservedBytes | undefined,
  ): Promise<unknown>;
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
  reserved?: ReservedBytes;
};
type FileInput = {
  fields: VerificationSessionRequest;
  file: UploadedFile | null;
  tokens: readonly string[];
  addressKey: string | null;
  reserved?: ReservedBytes;
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
    finish: (audio, tokens, addressKey, reserved) =>
      target.execute({ fields, audio, tokens, addressKey, ...(reserved ? { reserved } : {}) }),
  };
}

function mediaTarget(
  target: ResumableUploadTargets['identityVideo'],
  fields: VerificationSessionRequest,
): UploadTarget {
  return {
    admit: (size, tokens) => target.admit({ fields, size, tokens }),
    finish: (file, tokens, addressKey, reserved) =>
      target.execute({ fields, file, tokens, addressKey, ...(reserved ? { reserved } : {}) }),
  };
}

/** What an upload uploads, one open upload each: `answer:{index}`, `enrollment`, `identity-video`, `identity-photo`. */
export function uploadTargetOf(upload: ResumableUploadFields): string {
  return upload.kind === 'answer' ? `answer:${upload.fields.questionIndex}` : upload.kind;
}

/** Refusals after which nobody resumes the upload: its bytes are removed. A 429 is retried, so it keeps them. */
const isFinalRefusal = (error: unknown) => isDomainError(error) && error.code !== 'RATE_LIMITED';

/**
 * Answers, the warm-up and identity media sent as resumable uploads (the tus protocol at the
 * edge). Nothing here stores bytes: an upload is checked by its kind's own use case when it is
 * announced (so a refusal costs no data) and its announced length is charged to the byte budgets
 * then (UploadReservations), its session's credential is asked for on every piece, and the
 * finished file is handed to the very use case of the one-shot route — the same idempotency,
 * storage and follow-up jobs (transcription, voice match, phrase check).
 */
export class ResumableUploads {
  constructor(
    private readonly deps: {
      sessions: CandidateSessionRepository;
      digest: Digest;
      targets: ResumableUploadTargets;
      reservations: UploadReservations;
    },
  ) {}

  /**
   * Checks a new upload before any byte is stored and reserves its announced length. The edge has
   * parsed its length and metadata (parseAnnouncedUpload in core/src/contract/uploads.ts) and named
   * it (`uploadId`). Errors: whatever its kind's use case refuses (NOT_FOUND, INVALID_STATE,
   * TOO_LARGE...), and the budgets' and caps' TOO_LARGE and RATE_LIMITED.
   */
  async admit(input: {
    upload: ResumableUploadFields;
    uploadId: string;
    size: number;
    tokens: readonly string[];
    addressKey: string | null;
  }): Promise<void> {
    await this.target(input.upload).admit(input.size, input.tokens);
    const session = await findCandidateSession(this.deps, input.upload.fields.sessionId, input.tokens);
    await this.deps.reservations.reserve({
      id: input.uploadId,
      session,
      target: uploadTargetOf(input.upload),
      size: input.size,
      addressKey: input.addressKey,
    });
  }

  /** Lets only the holder of the upload's session credential send or ask about it. Errors: NOT_FOUND. */
  async authorize(metadata: { sessionId: string }, tokens: readonly string[]): Promise<void> {
    await findCandidateSession(this.deps, metadata.sessionId, tokens);
  }

  /**
   * Hands the finished file to its kind's use case. Its bytes were charged when it was announced,
   * so the use case only marks them used; a re-send of a file already stored writes nothing and
   * its charge is given back. A file handed over before (the client confirming an end it did not
   * hear about) is not handed over again. An upload announced before reservations existed is
   * charged by the use case, as the one-shot route is. A refused file's charge is given back and
   * its bytes removed. Errors: as that use case's.
   */
  async finish(input: {
    upload: ResumableUploadFields;
    uploadId: string;
    file: UploadedFile;
    tokens: readonly string[];
    addressKey: string | null;
  }): Promise<void> {
    const reservation = await this.deps.reservations.find(input.uploadId);
    if (reservation?.finishedAt) {
      await this.authorize(input.upload.fields, input.tokens);
      return;
    }
    let written = false;
    const prepaid = reservation !== null && reservation.chargedKib > 0;
    const reserved = prepaid ? { use: () => void (written = true) } : undefined;
    try {
      await this.target(input.upload).finish(input.file, input.tokens, input.addressKey, reserved);
    } catch (error) {
      if (reservation && isFinalRefusal(error)) await this.deps.reservations.cancel(reservation.id);
      throw error;
    }
    // On credit (nothing charged) the use case charged what it wrote itself.
    if (reservation) await this.deps.reservations.settle(reservation, written || !prepaid);
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
