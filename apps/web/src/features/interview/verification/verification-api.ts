import type { VerificationStatusView } from '@sauti/core/contract/verification';
import { CANDIDATE_TOKEN_HEADER, type SessionCredential } from '../common/interview-api';
import { sendWhileWaiting, UploadInterrupted, UploadRefused } from '../uploads/resumable-upload';

/** Why an upload failed: the network (no answer at all) or the server (an answer refusing it). */
export class VerificationUploadError extends Error {
  override readonly name = 'VerificationUploadError';

  constructor(
    readonly kind: 'network' | 'server',
    /** The server refused the file as too large (413 / TOO_LARGE). */
    readonly tooLarge = false,
  ) {
    super(
      kind === 'network' ? 'verification upload did not reach the server' : 'verification upload refused',
    );
  }
}

function candidateHeaders(credential: SessionCredential): Record<string, string> {
  return credential.candidateToken ? { [CANDIDATE_TOKEN_HEADER]: credential.candidateToken } : {};
}

/**
 * Sends an identity file as a resumable upload; the server stores it as POST
 * /api/verification/upload or /photo-upload does. One attempt per call, as the identity check
 * counts failed uploads (docs/behaviour/interview.md §4.4), but the candidate's next attempt with the same clip
 * resumes where this one stopped. Failures come back as the check tells them apart: no answer
 * at all (network) or an error answer (server, too large or not).
 */
async function sendIdentityFile(
  credential: SessionCredential,
  file: Blob,
  kind: 'identity-video' | 'identity-photo',
): Promise<void> {
  try {
    await sendWhileWaiting(
      { file, metadata: { kind, sessionId: credential.sessionId }, headers: candidateHeaders(credential) },
      1,
    );
  } catch (error) {
    if (error instanceof UploadRefused)
      throw new VerificationUploadError('server', error.code === 'TOO_LARGE');
    throw new VerificationUploadError(
      error instanceof UploadInterrupted && error.reachedServer ? 'server' : 'network',
    );
  }
}

/** The clip of the candidate reading the phrase. */
export function uploadVerificationVideo(credential: SessionCredential, video: Blob): Promise<void> {
  return sendIdentityFile(credential, video, 'identity-video');
}

/** The still photo of the fallback, for HR to review. */
export function uploadVerificationPhoto(credential: SessionCredential, photo: Blob): Promise<void> {
  return sendIdentityFile(credential, photo, 'identity-photo');
}

/** GET /api/verification/status, never from a cache (a time parameter and no-store). */
export async function getVerificationStatus(
  credential: SessionCredential,
  signal?: AbortSignal,
): Promise<VerificationStatusView> {
  const query = `sessionId=${encodeURIComponent(credential.sessionId)}&t=${Date.now()}`;
  const res = await fetch(`/api/verification/status?${query}`, {
    credentials: 'include',
    cache: 'no-store',
    headers: candidateHeaders(credential),
    ...(signal ? { signal } : {}),
  });
  if (!res.ok) throw new Error(`verification status ${res.status}`);
  return (await res.json()) as VerificationStatusView;
}
