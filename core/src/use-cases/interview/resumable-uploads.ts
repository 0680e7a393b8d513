import { z } from 'zod';
import { DomainError } from '../../domain/errors.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Digest } from '../../ports/digest.js';
import { TEXT_LIMITS } from '../../contract/limits.js';
import { PHOTO_MAX_BYTES, VIDEO_MAX_BYTES } from '../verification/limits.js';
import { AUDIO_MAX_BYTES } from './limits.js';
import { findCandidateSession } from './session-access.js';
import type { AnnouncedUpload, UploadedFile } from './uploaded-file.js';

/** The interview's uploads that may be sent in resumable pieces. */
export const RESUMABLE_UPLOAD_KINDS = ['answer', 'enrollment', 'identity-video', 'identity-photo'] as const;
export type ResumableUploadKind = (typeof RESUMABLE_UPLOAD_KINDS)[number];

/** The largest file any kind accepts: a bound for the protocol layer before a kind is known. */
export const RESUMABLE_UPLOAD_MAX_BYTES = Math.max(AUDIO_MAX_BYTES, VIDEO_MAX_BYTES, PHOTO_MAX_BYTES);

/**
 * How long an unfinished upload is kept: a candidate offline for an afternoon resumes where the
 * upload stopped; after a day its bytes are removed and a later attempt starts from zero.
 */
export const RESUMABLE_UPLOAD_EXPIRY_MS = 24 * 60 * 60 * 1000;

/** What the client announces with an upload (text values, as the tus Upload-Metadata header carries them). */
export const resumableUploadMetadataSchema = z.object({
  kind: z.enum(RESUMABLE_UPLOAD_KINDS, { error: 'Say which interview upload this is.' }),
  sessionId: z.string({ error: 'Session id is required' }).max(TEXT_LIMITS.id),
  questionIndex: z
    .string()
    .regex(/^\d{1,4}$/, { error: 'Question index must be a whole number' })
    .optional(),
});

/** The metadata kept with an upload: only the fields above, nothing else the client sent. */
export type ResumableUploadMetadata = z.infer<typeof resumableUploadMetadataSchema>;

/** One kind's use case, as the one-shot route calls it. */
interface UploadTarget {
  admit(input: AnnouncedUpload): Promise<void>;
  finish(input: {
    fields: unknown;
    file: UploadedFile;
    tokens: readonly string[];
    addressKey: string | null;
  }): Promise<unknown>;
}

/** The use cases behind each kind (their own one-shot routes call the same ones). */
export interface ResumableUploadTargets {
  answer: { admit(input: AnnouncedUpload): Promise<void>; execute(input: AnswerInput): Promise<unknown> };
  enrollment: { admit(input: AnnouncedUpload): Promise<void>; execute(input: AnswerInput): Promise<unknown> };
  identityVideo: {
    admit(input: AnnouncedUpload): Promise<void>;
    execute(input: FileInput): Promise<unknown>;
  };
  identityPhoto: {
    admit(input: AnnouncedUpload): Promise<void>;
    execute(input: FileInput): Promise<unknown>;
  };
}
/** The client address key (IPv4, IPv6 /64) goes with the file: its bytes count against that address's budget. */
type AnswerInput = {
  fields: unknown;
  audio: UploadedFile | null;
  tokens: readonly string[];
  addressKey: string | null;
};
type FileInput = {
  fields: unknown;
  file: UploadedFile | null;
  tokens: readonly string[];
  addressKey: string | null;
};

/**
 * Answers, the warm-up and identity media sent as resumable uploads (the tus protocol at the
 * edge). Nothing here stores bytes: an upload is checked by its kind's own use case when it is
 * announced (so a refusal costs no data), its session's credential is asked for on every piece,
 * and the finished file is handed to the very use case of the one-shot route — the same
 * idempotency, storage and follow-up jobs (transcription, voice match, phrase check).
 */
export class ResumableUploads {
  private readonly targets: Record<ResumableUploadKind, UploadTarget>;

  constructor(
    private readonly deps: {
      sessions: CandidateSessionRepository;
      digest: Digest;
      targets: ResumableUploadTargets;
    },
  ) {
    const { answer, enrollment, identityVideo, identityPhoto } = deps.targets;
    const audio = (target: ResumableUploadTargets['answer']): UploadTarget => ({
      admit: (input) => target.admit(input),
      finish: ({ fields, file, tokens, addressKey }) =>
        target.execute({ fields, audio: file, tokens, addressKey }),
    });
    const media = (target: ResumableUploadTargets['identityVideo']): UploadTarget => ({
      admit: (input) => target.admit(input),
      finish: ({ fields, file, tokens, addressKey }) => target.execute({ fields, file, tokens, addressKey }),
    });
    this.targets = {
      answer: audio(answer),
      enrollment: audio(enrollment),
      'identity-video': media(identityVideo),
      'identity-photo': media(identityPhoto),
    };
  }

  /**
   * Checks a new upload before any byte is stored and returns the metadata to keep with it.
   * Errors: VALIDATION_FAILED (no length, bad metadata), and whatever its kind's use case refuses
   * (NOT_FOUND, INVALID_STATE, TOO_LARGE...).
   */
  async admit(input: {
    metadata: Record<string, unknown>;
    size: number | undefined;
    tokens: readonly string[];
  }): Promise<ResumableUploadMetadata> {
    if (input.size === undefined) {
      throw new DomainError('VALIDATION_FAILED', 'Announce the length of the upload (Upload-Length).');
    }
    const metadata = resumableUploadMetadataSchema.parse(input.metadata);
    await this.targets[metadata.kind].admit({ fields: metadata, size: input.size, tokens: input.tokens });
    return metadata;
  }

  /** Lets only the holder of the upload's session credential send or ask about it. Errors: NOT_FOUND. */
  async authorize(metadata: Record<string, unknown>, tokens: readonly string[]): Promise<void> {
    const parsed = resumableUploadMetadataSchema.safeParse(metadata);
    if (!parsed.success) throw new DomainError('NOT_FOUND', 'Upload not found');
    await findCandidateSession(this.deps, parsed.data.sessionId, tokens);
  }

  /**
   * Hands the finished file to its kind's use case, which reserves its bytes against the
   * interview's and the address's budgets as the one-shot route does. Errors: as that use case's.
   */
  async finish(input: {
    metadata: Record<string, unknown>;
    file: UploadedFile;
    tokens: readonly string[];
    addressKey: string | null;
  }): Promise<void> {
    const metadata = resumableUploadMetadataSchema.parse(input.metadata);
    await this.targets[metadata.kind].finish({
      fields: metadata,
      file: input.file,
      tokens: input.tokens,
      addressKey: input.addressKey,
    });
  }
}
