import { request as httpRequest } from 'node:http';
import { expect } from 'vitest';
import type { CandidateBrowser } from '../sessions/interview-fixtures.js';

/** The protocol version every tus request names. */
export const TUS_HEADERS = { 'Tus-Resumable': '1.0.0' };

/** The largest piece the candidate page sends (issue 17: at most 64 KB per request). */
export const PIECE = 64 * 1024;

/** `Upload-Metadata`: comma-separated `key base64(value)` pairs. */
export function tusMetadata(fields: Record<string, string>): string {
  return Object.entries(fields)
    .map(([key, value]) => `${key} ${Buffer.from(value).toString('base64')}`)
    .join(',');
}

/** POST /api/uploads announcing `size` bytes with `fields`; the raw answer. */
export function createUpload(
  browser: CandidateBrowser,
  size: number,
  fields: Record<string, string>,
  headers: Record<string, string> = {},
) {
  return browser.request('POST', '/api/uploads', {
    headers: {
      ...TUS_HEADERS,
      'Upload-Length': String(size),
      'Upload-Metadata': tusMetadata(fields),
      ...headers,
    },
  });
}

/** POST /api/uploads and the upload's path (fails the test unless 201). */
export async function createdUpload(
  browser: CandidateBrowser,
  size: number,
  fields: Record<string, string>,
): Promise<string> {
  const res = await createUpload(browser, size, fields);
  expect(res.status, res.bytes.toString()).toBe(201);
  const location = res.headers.get('location')!;
  expect(location).toMatch(/^\/api\/uploads\/[0-9a-f]{32}$/);
  return location;
}

/** PATCH `bytes` at `offset`. */
export function patchUpload(
  browser: CandidateBrowser,
  path: string,
  offset: number,
  bytes: Uint8Array,
  headers: Record<string, string> = {},
) {
  return browser.request('PATCH', path, {
    body: bytes,
    headers: {
      ...TUS_HEADERS,
      'Upload-Offset': String(offset),
      'Content-Type': 'application/offset+octet-stream',
      ...headers,
    },
  });
}

/** HEAD: the offset the server holds (null when it answered otherwise than 200) and the status. */
export async function uploadOffset(
  browser: CandidateBrowser,
  path: string,
  headers: Record<string, string> = {},
) {
  const res = await browser.request('HEAD', path, { headers: { ...TUS_HEADERS, ...headers } });
  const offset = res.headers.get('upload-offset');
  return { status: res.status, offset: offset === null ? null : Number(offset) };
}

/** Sends `bytes` from `offset` in pieces of `PIECE`; returns the last answer. */
export async function sendPieces(browser: CandidateBrowser, path: string, bytes: Uint8Array, offset = 0) {
  let last;
  for (let at = offset; at < bytes.length; at += PIECE) {
    last = await patchUpload(browser, path, at, bytes.subarray(at, Math.min(at + PIECE, bytes.length)));
    if (last.status !== 204) return last;
  }
  return last!;
}

/**
 * Starts a PATCH of `bytes` and drops the connection after `sendBytes` of them, as a phone losing
 * its signal does. Resolves once the socket is closed.
 */
export function droppedPatch(
  url: string,
  path: string,
  offset: number,
  bytes: Uint8Array,
  sendBytes: number,
  headers: Record<string, string>,
): Promise<void> {
  return new Promise((resolve) => {
    const req = httpRequest(new URL(path, url), {
      method: 'PATCH',
      headers: {
        ...TUS_HEADERS,
        'Upload-Offset': String(offset),
        'Content-Type': 'application/offset+octet-stream',
        'Content-Length': String(bytes.length),
        ...headers,
      },
    });
    req.on('error', () => resolve());
    req.on('close', () => resolve());
    req.write(bytes.subarray(0, sendBytes), () => setTimeout(() => req.destroy(), 200));
  });
}
