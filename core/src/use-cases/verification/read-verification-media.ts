import { DomainError } from '../../domain/errors.js';
import type { BlobRead, BlobStore, ByteRange } from '../../ports/blob-store.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { Digest } from '../../ports/digest.js';
import type { MediaFile } from '../interview/read-session-media.js';
import { findViewableSession, type SessionViewer } from '../interview/session-access.js';
import { VERIFICATION_MESSAGES } from './limits.js';
import { sessionOfVerificationPath, verificationKey } from './media-paths.js';

/** GET /api/verification/{path}: the identity video or photo, for its candidate and the job's HR. */
export class ReadVerificationMedia {
  constructor(
    private readonly deps: {
      sessions: CandidateSessionRepository;
      jobs: JobRepository;
      blobs: BlobStore;
      digest: Digest;
    },
  ) {}

  /**
   * The session's current identity file at `path`. Errors: NOT_FOUND for a malformed path, a
   * viewer who may not see the session, or any file but the one the session points at.
   */
  async find(viewer: SessionViewer, path: string): Promise<MediaFile> {
    const sessionId = sessionOfVerificationPath(path);
    if (!sessionId) throw new DomainError('NOT_FOUND', VERIFICATION_MESSAGES.mediaNotFound);
    const session = await findViewableSession(this.deps, sessionId, viewer);
    if (session.verificationFilePath !== path)
      throw new DomainError('NOT_FOUND', VERIFICATION_MESSAGES.mediaNotFound);
    const key = verificationKey(path);
    const stat = await this.deps.blobs.stat(key);
    if (!stat) throw new DomainError('NOT_FOUND', VERIFICATION_MESSAGES.mediaNotFound);
    return {
      key,
      size: stat.size,
      contentType: stat.contentType,
      downloadName: path.slice(path.indexOf('/') + 1),
    };
  }

  /** Opens a file found above, whole or one byte range. Errors: NOT_FOUND if it vanished meanwhile. */
  async open(file: MediaFile, range?: ByteRange): Promise<BlobRead> {
    const read = await this.deps.blobs.get(file.key, range);
    if (!read) throw new DomainError('NOT_FOUND', VERIFICATION_MESSAGES.mediaNotFound);
    return read;
  }
}
