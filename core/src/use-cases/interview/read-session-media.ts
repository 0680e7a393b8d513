import { DomainError } from '../../domain/errors.js';
import type { BlobRead, BlobStore, ByteRange } from '../../ports/blob-store.js';
import type { CandidateResponseRepository } from '../../ports/candidate-response-repository.js';
import type { CandidateSessionRepository } from '../../ports/candidate-session-repository.js';
import type { JobRepository } from '../../ports/job-repository.js';
import type { Digest } from '../../ports/digest.js';
import { audioKey, sessionOfAudioPath } from './media-keys.js';
import { findViewableSession, type SessionViewer } from './session-access.js';

/** A stored file the viewer may read, before it is opened (so the edge can answer a Range). */
export interface MediaFile {
  key: string;
  size: number;
  contentType: string;
  /** The name to download under, for files served as attachments. */
  downloadName: string;
}

const MEDIA_NOT_FOUND = 'Media not found';

/** A file name safe in a Content-Disposition header: letters, digits, spaces, dots and dashes. */
function safeName(name: string | null, extension: string): string {
  const base = (name ?? '')
    .replace(/[^A-Za-z0-9 ._-]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${base ? `CV - ${base}` : 'CV'}.${extension}`;
}

/** GET /api/audio/{path} and GET /download/cv/{sessionId}: the session's candidate and its job's HR only. */
export class ReadSessionMedia {
  constructor(
    private readonly deps: {
      sessions: CandidateSessionRepository;
      responses: CandidateResponseRepository;
      jobs: JobRepository;
      blobs: BlobStore;
      digest: Digest;
    },
  ) {}

  /**
   * An answer or warm-up recording by its audio path. Only paths a row of the session refers to
   * are served (never a stray or replaced file). Errors: NOT_FOUND for a malformed path, a viewer
   * who may not see the session, or an unknown file.
   */
  async findAudio(viewer: SessionViewer, audioPath: string): Promise<MediaFile> {
    const sessionId = sessionOfAudioPath(audioPath);
    if (!sessionId) throw new DomainError('NOT_FOUND', MEDIA_NOT_FOUND);
    const session = await findViewableSession(this.deps, sessionId, viewer);
    const referenced =
      session.enrollmentRecordingUrl === audioPath ||
      (await this.deps.responses.listBySession(session.id)).some((r) => r.audioFilePath === audioPath);
    if (!referenced) throw new DomainError('NOT_FOUND', MEDIA_NOT_FOUND);
    return this.stat(audioKey(audioPath), audioPath.slice(audioPath.lastIndexOf('/') + 1));
  }

  /** The session's CV. Errors: NOT_FOUND (no such session for this viewer, or no CV uploaded). */
  async findCv(viewer: SessionViewer, sessionId: string): Promise<MediaFile> {
    const session = await findViewableSession(this.deps, sessionId, viewer);
    if (!session.cvFilePath) throw new DomainError('NOT_FOUND', 'No CV uploaded');
    const extension = session.cvFilePath.slice(session.cvFilePath.lastIndexOf('.') + 1);
    return this.stat(session.cvFilePath, safeName(session.candidateName, extension));
  }

  /** Opens a file found above, whole or one byte range. Errors: NOT_FOUND if it vanished meanwhile. */
  async open(file: MediaFile, range?: ByteRange): Promise<BlobRead> {
    const read = await this.deps.blobs.get(file.key, range);
    if (!read) throw new DomainError('NOT_FOUND', MEDIA_NOT_FOUND);
    return read;
  }

  private async stat(key: string, downloadName: string): Promise<MediaFile> {
    const stat = await this.deps.blobs.stat(key);
    if (!stat) throw new DomainError('NOT_FOUND', MEDIA_NOT_FOUND);
    return { key, size: stat.size, contentType: stat.contentType, downloadName };
  }
}
