import { CANDIDATE_TOKEN_HEADER, type SessionCredential } from '../interview-api';

/** What GET /api/verification/status answers while the identity check is being decided. */
export interface VerificationStatus {
  status: 'missing' | 'pending' | 'passed' | 'failed' | 'not_required';
  phraseMatchExact: boolean | null;
  phraseMatchScore: number | null;
  hint: string | null;
}

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

/** A file name whose extension matches the recording's type, for the multipart part. */
export function videoFileName(mimeType: string): string {
  return mimeType.includes('mp4') ? 'verification.mp4' : 'verification.webm';
}

async function postForm(url: string, credential: SessionCredential, form: FormData): Promise<void> {
  let res: Response;
  try {
    res = await fetch(url, {
      method: 'POST',
      body: form,
      credentials: 'include',
      headers: candidateHeaders(credential),
    });
  } catch {
    throw new VerificationUploadError('network');
  }
  const body = (await res.json().catch(() => null)) as { ok?: boolean; error?: string } | null;
  if (res.ok && body?.ok !== false) return;
  throw new VerificationUploadError('server', res.status === 413 || body?.error === 'TOO_LARGE');
}

/** POST /api/verification/upload: the clip of the candidate reading the phrase. */
export function uploadVerificationVideo(credential: SessionCredential, video: Blob): Promise<void> {
  const form = new FormData();
  form.set('sessionId', credential.sessionId);
  form.set('video', video, videoFileName(video.type));
  return postForm('/api/verification/upload', credential, form);
}

/** POST /api/verification/photo-upload: the still photo of the fallback, for HR to review. */
export function uploadVerificationPhoto(credential: SessionCredential, photo: Blob): Promise<void> {
  const form = new FormData();
  form.set('sessionId', credential.sessionId);
  form.set('photo', photo, 'verification.jpg');
  return postForm('/api/verification/photo-upload', credential, form);
}

/** GET /api/verification/status, never from a cache (a time parameter and no-store). */
export async function getVerificationStatus(
  credential: SessionCredential,
  signal?: AbortSignal,
): Promise<VerificationStatus> {
  const query = `sessionId=${encodeURIComponent(credential.sessionId)}&t=${Date.now()}`;
  const res = await fetch(`/api/verification/status?${query}`, {
    credentials: 'include',
    cache: 'no-store',
    headers: candidateHeaders(credential),
    ...(signal ? { signal } : {}),
  });
  if (!res.ok) throw new Error(`verification status ${res.status}`);
  return (await res.json()) as VerificationStatus;
}
