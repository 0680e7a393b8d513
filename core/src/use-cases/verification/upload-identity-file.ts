import type { VerificationSessionRequest } from '../../contract/verification.js';
import type { CandidateSession } from '../../domain/candidate-session.js';
import { DomainError } from '../../domain/errors.js';
import type { BlobStore } from '../../ports/blob-store.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { Ids } from '../../ports/ids.js';
import type { Digest } from '../../ports/digest.js';
import type { AbuseBudgets } from '../abuse/abuse-budgets.js';
import { assertInProgress, findCandidateSession } from '../interview/session-access.js';
import { uploaderOf } from '../interview/uploader.js';
import {
  checkDeclaredSize,
  checkUpload,
  type AnnouncedUpload,
  type ReservedBytes,
  type UploadedFile,
} from '../interview/uploaded-file.js';
import { PHOTO_RULE, VERIFICATION_MESSAGES, VIDEO_RULE } from './limits.js';
import {
  VERIFICATION_FILE_TYPES,
  verificationKey,
  verificationPath,
  type VerificationFileKind,
} from './media-paths.js';
import type { PhraseCheckRequests } from '../../ports/phrase-check-requests.js';
import { assertUndecided, saveSession, UNCHECKED_PHRASE } from './verification-access.js';

interface Deps {
  sessions: CandidateSessionRepository;
  blobs: BlobStore;
  digest: Digest;
  ids: Ids;
  budgets: AbuseBudgets;
  /** Runs the phrase check after a video upload; without one the video waits for HR. */
  checks?: PhraseCheckRequests;
}

/** What an upload call received: the form's fields, parsed at the edge with verificationSessionSchema. */
export interface IdentityUpload {
  fields: VerificationSessionRequest;
  file: UploadedFile | null;
  tokens: readonly string[];
  /** The client address key (IPv4, IPv6 /64) for the byte budget. */
  addressKey?: string | null;
  /** Set for a resumable upload, whose bytes were charged when it was announced. */
  reserved?: ReservedBytes;
}

/**
 * The session an identity file may be stored for: the caller's, in progress, undecided, and for a
 * video with a phrase issued. Errors: NOT_FOUND, INVALID_STATE.
 */
async function identityTarget(
  deps: Deps,
  { sessionId }: VerificationSessionRequest,
  tokens: readonly string[],
  type: 'video' | 'photo',
): Promise<CandidateSession> {
  const session = await findCandidateSession(deps, sessionId, tokens);
  assertInProgress(session);
  assertUndecided(session);
  if (type === 'video' && !session.verificationPhrase) {
    throw new DomainError('INVALID_STATE', VERIFICATION_MESSAGES.phraseFirst);
  }
  return session;
}

/** The checks before any byte of an announced upload: as the upload itself, bar the content type. */
async function admitIdentityFile(
  deps: Deps,
  input: AnnouncedUpload<VerificationSessionRequest>,
  type: 'video' | 'photo',
): Promise<void> {
  await identityTarget(deps, input.fields, input.tokens, type);
  if (input.size === 0) throw new DomainError('VALIDATION_FAILED', requiredMessage(type));
  checkDeclaredSize(input.size, type === 'video' ? VIDEO_RULE : PHOTO_RULE);
}

function requiredMessage(type: 'video' | 'photo'): string {
  return type === 'video' ? VERIFICATION_MESSAGES.videoRequired : VERIFICATION_MESSAGES.photoRequired;
}

/**
 * Stores a new identity file for the session and marks the check pending with no phrase result
 * (a status poll then never sees the previous attempt's result). The old file is removed after
 * the row points at the new one.
 */
async function storeIdentityFile(
  deps: Deps,
  input: IdentityUpload,
  type: 'video' | 'photo',
): Promise<CandidateSession> {
  const rule = type === 'video' ? VIDEO_RULE : PHOTO_RULE;
  const session = await identityTarget(deps, input.fields, input.tokens, type);
  if (!input.file) throw new DomainError('VALIDATION_FAILED', requiredMessage(type));
  const kind = checkUpload(input.file, rule) as VerificationFileKind;
  if (input.reserved) input.reserved.use();
  else await deps.budgets.storeBytes(uploaderOf(session, input.addressKey), input.file.size);
  const path = verificationPath(session.id, deps.ids.newId(), kind);
  await deps.blobs.put(verificationKey(path), input.file.open(), VERIFICATION_FILE_TYPES[kind].contentType);
  const previous = session.verificationFilePath;
  const updated = await saveSession(deps.sessions, session.id, {
    ...UNCHECKED_PHRASE,
    verificationFilePath: path,
    verificationType: type,
    verificationStatus: 'pending',
  });
  if (previous && previous !== path)
    await deps.blobs.delete(verificationKey(previous)).catch(() => undefined);
  return updated;
}

/** POST /api/verification/upload: the clip of the candidate reading the phrase. */
export class UploadVerificationVideo {
  constructor(private readonly deps: Deps) {}

  /**
   * Stores the video (webm or mp4 by content) and asks for the phrase check in the background;
   * the answer does not wait for it. Errors: VALIDATION_FAILED, NOT_FOUND, INVALID_STATE
   * (completed, already decided, no phrase issued), UNSUPPORTED_MEDIA_TYPE, TOO_LARGE.
   */
  async execute(input: IdentityUpload): Promise<CandidateSession> {
    const session = await storeIdentityFile(this.deps, input, 'video');
    this.deps.checks?.request(session.id, 'upload');
    return session;
  }

  /** The checks before any byte of a resumable upload (as execute, bar the content type). */
  admit(input: AnnouncedUpload<VerificationSessionRequest>): Promise<void> {
    return admitIdentityFile(this.deps, input, 'video');
  }
}

/** POST /api/verification/photo-upload: the fallback still photo, which HR reviews. */
export class UploadVerificationPhoto {
  constructor(private readonly deps: Deps) {}

  /** Stores the JPEG; the check stays pending for HR. Errors: as for the video, without the phrase. */
  execute(input: IdentityUpload): Promise<CandidateSession> {
    return storeIdentityFile(this.deps, input, 'photo');
  }

  /** The checks before any byte of a resumable upload (as execute, bar the content type). */
  admit(input: AnnouncedUpload<VerificationSessionRequest>): Promise<void> {
    return admitIdentityFile(this.deps, input, 'photo');
  }
}
