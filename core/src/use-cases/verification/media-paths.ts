import { isSessionId } from '../interview/media-keys.js';

/**
 * Identity files are stored under `verification/`; `verificationFilePath` keeps the part after
 * it (`{sessionId}/{uuid}.webm`), which is also the path of `GET /api/verification/{path}`,
 * as audio paths are for `GET /api/audio/{path}`.
 */
export const VERIFICATION_PREFIX = 'verification/';

/** Extension and served content type of each identity file kind. */
export const VERIFICATION_FILE_TYPES = {
  webm: { extension: 'webm', contentType: 'video/webm' },
  mp4: { extension: 'mp4', contentType: 'video/mp4' },
  jpeg: { extension: 'jpg', contentType: 'image/jpeg' },
} as const;

export type VerificationFileKind = keyof typeof VERIFICATION_FILE_TYPES;

/** `{sessionId}/{uniqueId}.{ext}`: a new name per upload, so a replaced file is never served stale. */
export function verificationPath(sessionId: string, uniqueId: string, kind: VerificationFileKind): string {
  return `${sessionId}/${uniqueId}.${VERIFICATION_FILE_TYPES[kind].extension}`;
}

/** The blob key of a verification path. */
export function verificationKey(path: string): string {
  return `${VERIFICATION_PREFIX}${path}`;
}

const FILE_NAME = /^[A-Za-z0-9][A-Za-z0-9_-]{0,80}\.(webm|mp4|jpg)$/;

/**
 * The session of a verification path from a request, or null unless it is exactly
 * `{uuid}/{plain name}.{webm|mp4|jpg}`: no dot segments, slashes, NUL or escapes get further.
 */
export function sessionOfVerificationPath(path: string): string | null {
  const parts = path.split('/');
  if (parts.length !== 2) return null;
  const [sessionId, fileName] = parts as [string, string];
  return isSessionId(sessionId) && FILE_NAME.test(fileName) ? sessionId : null;
}
