import { EXTENSION_BY_KIND, type FileKind } from '../../rules/file-signatures.js';

/**
 * Blob keys of interview media. Audio lives under `audio/`, and what the rows store
 * (`audioFilePath`, `enrollmentRecordingUrl`) is the part after it, because the HR screens fetch
 * `GET /api/audio/{audioFilePath}` (docs/behaviour/review.md §7). CVs are stored under `cv/` with the full
 * key in `cvFilePath` (they are only read through /download/cv/{sessionId}).
 */
export const AUDIO_PREFIX = 'audio/';

/** Hex digits of the content hash kept in a key: enough that different takes never collide. */
const HASH_DIGITS = 32;

/** `{sessionId}/{questionIndex}-{hash}.{ext}`: the same bytes give the same path, so a retry stores nothing new. */
export function answerAudioPath(
  sessionId: string,
  questionIndex: number,
  sha256: string,
  kind: FileKind,
): string {
  return `${sessionId}/${questionIndex}-${sha256.slice(0, HASH_DIGITS)}.${EXTENSION_BY_KIND[kind]}`;
}

/** `{sessionId}/enrollment-{hash}.{ext}`. */
export function enrollmentAudioPath(sessionId: string, sha256: string, kind: FileKind): string {
  return `${sessionId}/enrollment-${sha256.slice(0, HASH_DIGITS)}.${EXTENSION_BY_KIND[kind]}`;
}

/** The blob key of an audio path. */
export function audioKey(audioPath: string): string {
  return `${AUDIO_PREFIX}${audioPath}`;
}

/** `cv/{sessionId}/{uniqueId}.{ext}`. */
export function cvKey(sessionId: string, uniqueId: string, kind: FileKind): string {
  return `cv/${sessionId}/${uniqueId}.${EXTENSION_BY_KIND[kind]}`;
}

const SESSION_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,80}\.[a-z0-9]{1,5}$/;

/** True for text shaped like a session id (a UUID); anything else cannot name a session. */
export function isSessionId(text: string): boolean {
  return SESSION_ID.test(text);
}

/**
 * The session of an audio path from a request, or null when the path is not exactly
 * `{uuid}/{plain file name}`: dot segments, slashes, NUL or other escapes never get further.
 */
export function sessionOfAudioPath(audioPath: string): string | null {
  const parts = audioPath.split('/');
  if (parts.length !== 2) return null;
  const [sessionId, fileName] = parts as [string, string];
  return isSessionId(sessionId) && FILE_NAME.test(fileName) ? sessionId : null;
}
