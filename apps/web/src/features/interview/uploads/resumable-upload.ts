/**
 * A small client of the tus resumable-upload protocol (creation + core), as the server speaks it
 * at /api/uploads. Why not tus-js-client: on resuming, it takes "the server holds every byte" for
 * success without the server confirming that the file was handed over (stored, queued for
 * transcription), and it answers any failed status check — a 502 while the server restarts
 * included — by starting a new upload and sending the whole file again. Here a finished upload is
 * confirmed by an empty PATCH at its end, and only a missing or expired upload is recreated.
 */

/** The endpoint that creates uploads. */
export const UPLOADS_ENDPOINT = '/api/uploads';

/** At most this many bytes per request: a dropped connection costs at most one piece again. */
export const PIECE_BYTES = 64 * 1024;

const TUS_VERSION = { 'Tus-Resumable': '1.0.0' };

/** The server refused the upload, and sending it again cannot help (too large, wrong type, closed interview). */
export class UploadRefused extends Error {
  override readonly name = 'UploadRefused';

  constructor(
    readonly status: number,
    /** The API's error code (TOO_LARGE, UNSUPPORTED_MEDIA_TYPE, INVALID_STATE, NOT_FOUND...). */
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** The upload stopped part-way (no connection, a server error): send it again later, it resumes. */
export class UploadInterrupted extends Error {
  override readonly name = 'UploadInterrupted';

  constructor(
    message: string,
    /** True when the server answered (with an error status), false when nothing came back. */
    readonly reachedServer = false,
  ) {
    super(message);
  }
}

/** One file to send and what to tell the server about it. */
export interface ResumableUpload {
  file: Blob;
  /** Upload-Metadata: what the file is (kind, session, question). */
  metadata: Record<string, string>;
  /** Extra headers of every request (the candidate's credential). */
  headers: Record<string, string>;
  /** The URL of an upload of this file started earlier, to resume; null to start one. */
  url: string | null;
  /** Called as soon as the server has created the upload, to remember its URL across reloads. */
  onUrl?: (url: string) => void;
  /** Called after each piece the server acknowledged. */
  onProgress?: (sentBytes: number, totalBytes: number) => void;
  fetch?: typeof fetch;
  pieceBytes?: number;
}

/** Base64 of a text's UTF-8 bytes (metadata values may hold any text). */
function base64(text: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(text)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/** The `Upload-Metadata` header: `key base64(value)` pairs joined by commas. */
export function encodeMetadata(metadata: Record<string, string>): string {
  return Object.entries(metadata)
    .map(([key, value]) => `${key} ${base64(value)}`)
    .join(',');
}

async function refusalOf(res: Response): Promise<UploadRefused | UploadInterrupted> {
  if (res.status >= 500 || res.status === 408 || res.status === 423 || res.status === 429) {
    return new UploadInterrupted(`the server answered ${res.status}`, true);
  }
  const body = (await res.json().catch(() => null)) as { error?: unknown; message?: unknown } | null;
  const code = typeof body?.error === 'string' ? body.error : 'UPLOAD_REFUSED';
  const message =
    typeof body?.message === 'string' ? body.message : `The upload was refused (${res.status}).`;
  return new UploadRefused(res.status, code, message);
}

/** An upload the server no longer has (expired, removed, or not this caller's). */
const gone = (status: number) => status === 404 || status === 410;

/**
 * Sends `upload.file` from wherever the server stands, in pieces, and resolves once the server
 * has confirmed the finished file (a 2xx to the PATCH that completes it, or to an empty PATCH at
 * its end). Rejects with {@link UploadInterrupted} when the connection or the server fails (call
 * again with the same URL to resume) and {@link UploadRefused} when the server refuses the file.
 */
export async function sendResumable(upload: ResumableUpload): Promise<void> {
  const http = upload.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const piece = upload.pieceBytes ?? PIECE_BYTES;
  const size = upload.file.size;
  const call = async (method: string, url: string, init: RequestInit = {}) => {
    try {
      return await http(url, {
        ...init,
        method,
        credentials: 'include',
        cache: 'no-store',
        headers: { ...TUS_VERSION, ...upload.headers, ...(init.headers as Record<string, string>) },
      });
    } catch {
      throw new UploadInterrupted(`${method} did not reach the server`);
    }
  };
  const offsetOf = (res: Response) => {
    const offset = Number(res.headers.get('Upload-Offset'));
    if (!Number.isInteger(offset) || offset < 0 || offset > size) {
      throw new UploadInterrupted('the server sent no usable offset', true);
    }
    return offset;
  };
  const create = async () => {
    const res = await call('POST', UPLOADS_ENDPOINT, {
      headers: { 'Upload-Length': String(size), 'Upload-Metadata': encodeMetadata(upload.metadata) },
    });
    const location = res.headers.get('Location');
    if (res.status !== 201 || !location) throw await refusalOf(res);
    upload.onUrl?.(location);
    return location;
  };
  /** Where the upload at `url` stands, or null when the server no longer has it. */
  const offsetAt = async (url: string) => {
    const res = await call('HEAD', url);
    if (gone(res.status)) return null;
    if (!res.ok) throw await refusalOf(res);
    return offsetOf(res);
  };

  let url = upload.url;
  let offset = url ? await offsetAt(url) : 0;
  let recreated = false;
  if (url === null || offset === null) {
    url = await create();
    offset = 0;
    recreated = true;
  }
  let conflicts = 0;
  for (;;) {
    const end = Math.min(offset + piece, size);
    const res = await call('PATCH', url, {
      headers: { 'Upload-Offset': String(offset), 'Content-Type': 'application/offset+octet-stream' },
      body: upload.file.slice(offset, end),
    });
    if (res.ok) {
      offset = offsetOf(res);
      conflicts = 0;
      upload.onProgress?.(offset, size);
      if (offset === size && end === size) return;
      continue;
    }
    const refusal = await refusalOf(res);
    // The server holds another offset than this client thought (a piece it half received).
    let missing = gone(res.status);
    if (refusal instanceof UploadRefused && refusal.code === 'CONFLICT' && conflicts < 3) {
      conflicts += 1;
      const current = await offsetAt(url);
      if (current !== null) {
        offset = current;
        continue;
      }
      missing = true;
    }
    if (missing && !recreated) {
      url = await create();
      offset = 0;
      recreated = true;
      continue;
    }
    throw refusal;
  }
}

/**
 * Waits before attempt `n` (1 s, 2 s, 4 s...), or until the browser says it is back online. A
 * drop the browser knows of (offline, then online within a minute) does not spend an attempt:
 * `true` is returned then.
 */
function pause(attempt: number): Promise<boolean> {
  const offline = navigator.onLine === false;
  return new Promise((resolve) => {
    const done = (backOnline: boolean) => {
      clearTimeout(timer);
      window.removeEventListener('online', online);
      resolve(offline && backOnline);
    };
    const online = () => done(true);
    const timer = setTimeout(() => done(false), offline ? 60_000 : 1000 * 2 ** (attempt - 1));
    window.addEventListener('online', online);
  });
}

/**
 * Sends a file the candidate is waiting on (the warm-up, the identity clip): an interrupted
 * upload is resumed after a short pause, up to `attempts` times, from where the server stands;
 * the URL is kept per file, so a new call for the same file resumes too. Rejects like
 * {@link sendResumable} once the attempts are spent or the server refuses the file.
 */
export async function sendWhileWaiting(upload: Omit<ResumableUpload, 'url'>, attempts = 4): Promise<void> {
  for (let attempt = 1; ;) {
    try {
      await sendResumable({
        ...upload,
        url: startedUploads.get(upload.file) ?? null,
        onUrl: (url) => startedUploads.set(upload.file, url),
      });
      startedUploads.delete(upload.file);
      return;
    } catch (error) {
      if (!(error instanceof UploadInterrupted) || attempt >= attempts) throw error;
      if (!(await pause(attempt))) attempt += 1;
    }
  }
}

/** The upload URL of each file being sent by {@link sendWhileWaiting}. */
const startedUploads = new WeakMap<Blob, string>();
