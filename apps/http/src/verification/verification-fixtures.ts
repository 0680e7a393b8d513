import { randomBytes } from 'node:crypto';
import { expect } from 'vitest';
import { intake, type CandidateBrowser } from '../sessions/interview-fixtures.js';

/** The first bytes of a JPEG (SOI + APP0), with random data after them. */
export const jpegBytes = (size = 2_000) =>
  Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46]),
    randomBytes(size),
  ]);

/** A minimal MP4 (an `ftyp` box of brand isom) followed by random bytes. */
export const mp4Bytes = (size = 2_000) =>
  Buffer.concat([
    Buffer.from([0x00, 0x00, 0x00, 0x18, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2')]),
    randomBytes(size),
  ]);

/** A session for a job requiring identity verification: the intake answers 409 with its id and credential. */
export async function startVerifiedSession(browser: CandidateBrowser, jobId: string) {
  const res = await browser.postForm('/api/sessions', { ...intake, jobId });
  expect(res.status).toBe(409);
  expect(res.body.error).toBe('VERIFICATION_REQUIRED');
  return { id: res.body.sessionId as string, token: res.body.candidateToken as string };
}

/** POST /api/verification/phrase as the browser's candidate. */
export function askPhrase(
  browser: CandidateBrowser,
  sessionId: string,
  headers: Record<string, string> = {},
) {
  return browser.json('POST', '/api/verification/phrase', { sessionId }, headers);
}

/** POST /api/verification/upload with `video` as a webm part. */
export function uploadVideo(
  browser: CandidateBrowser,
  sessionId: string,
  video: Uint8Array,
  headers: Record<string, string> = {},
) {
  return browser.postForm(
    '/api/verification/upload',
    { sessionId },
    { video: [video, 'verification.webm', 'video/webm'] },
    headers,
  );
}

/** POST /api/verification/photo-upload with `photo` as a jpeg part. */
export function uploadPhoto(browser: CandidateBrowser, sessionId: string, photo: Uint8Array) {
  return browser.postForm(
    '/api/verification/photo-upload',
    { sessionId },
    { photo: [photo, 'verification.jpg', 'image/jpeg'] },
  );
}

/** GET /api/verification/status with the page's cache-busting parameter. */
export function status(browser: CandidateBrowser, sessionId: string) {
  return browser.get(`/api/verification/status?sessionId=${encodeURIComponent(sessionId)}&t=${Date.now()}`);
}

/** Polls the status (every 250 ms, at most `timeoutMs`) until `done` holds; returns the last body. */
export async function pollStatus(
  browser: CandidateBrowser,
  sessionId: string,
  done: (body: Record<string, unknown>) => boolean,
  timeoutMs = 30_000,
) {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const res = await status(browser, sessionId);
    expect(res.status).toBe(200);
    if (done(res.body) || Date.now() > until) return res.body as Record<string, unknown>;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
