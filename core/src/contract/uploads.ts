import { z } from 'zod';
import { DomainError } from '../domain/errors.js';
import {
  submitEnrollmentSchema,
  submitResponseSchema,
  type SubmitEnrollmentFields,
  type SubmitResponseFields,
} from './interview.js';
import { TEXT_LIMITS } from './limits.js';
import { parseRequest } from './parse-request.js';
import { verificationSessionSchema, type VerificationSessionRequest } from './verification.js';

/**
 * The resumable uploads' contract (/api/uploads, the tus protocol): what a client announces with
 * an upload and how its metadata becomes the fields of its kind's one-shot form.
 */

/** The interview's uploads that may be sent in resumable pieces. */
export const RESUMABLE_UPLOAD_KINDS = ['answer', 'enrollment', 'identity-video', 'identity-photo'] as const;
export type ResumableUploadKind = (typeof RESUMABLE_UPLOAD_KINDS)[number];

/** Said when a new upload does not announce its length (a deferred length is refused). */
export const UPLOAD_LENGTH_REQUIRED_MESSAGE = 'Announce the length of the upload (Upload-Length).';

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

/** An upload's metadata read as its kind's one-shot form: what that kind's use case takes. */
export type ResumableUploadFields =
  | { kind: 'answer'; fields: SubmitResponseFields }
  | { kind: 'enrollment'; fields: SubmitEnrollmentFields }
  | { kind: 'identity-video' | 'identity-photo'; fields: VerificationSessionRequest };

/**
 * Parses stored or announced metadata: first as metadata, then with the form schema of its kind
 * (the same words as the one-shot route, e.g. an answer without a question index). Errors:
 * VALIDATION_FAILED with the first issue's message.
 */
export function parseResumableUpload(raw: unknown): {
  metadata: ResumableUploadMetadata;
  upload: ResumableUploadFields;
} {
  const metadata = parseRequest(resumableUploadMetadataSchema, raw);
  return { metadata, upload: fieldsOf(metadata) };
}

function fieldsOf(metadata: ResumableUploadMetadata): ResumableUploadFields {
  switch (metadata.kind) {
    case 'answer':
      return { kind: metadata.kind, fields: parseRequest(submitResponseSchema, metadata) };
    case 'enrollment':
      return { kind: metadata.kind, fields: parseRequest(submitEnrollmentSchema, metadata) };
    default:
      return { kind: metadata.kind, fields: parseRequest(verificationSessionSchema, metadata) };
  }
}

/**
 * A new upload as announced: its length first (an upload of unknown length is refused before its
 * metadata is read), then its metadata as {@link parseResumableUpload}. Errors: VALIDATION_FAILED.
 */
export function parseAnnouncedUpload(
  size: number | undefined,
  raw: unknown,
): { size: number; metadata: ResumableUploadMetadata; upload: ResumableUploadFields } {
  if (size === undefined) throw new DomainError('VALIDATION_FAILED', UPLOAD_LENGTH_REQUIRED_MESSAGE);
  return { size, ...parseResumableUpload(raw) };
}
