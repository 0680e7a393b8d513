import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_COOKIE } from '../auth/login-session.js';
import {
  intake,
  pdfBytes,
  startInterviewWorld,
  startSession,
  uploadAnswer,
  webmBytes,
  type CandidateBrowser,
  type InterviewWorld,
} from '../sessions/interview-fixtures.js';

let world: InterviewWorld;
let candidate: CandidateBrowser;
let sessionId: string;
let audio: Uint8Array;
let audioPath: string;
let cv: Buffer;

beforeAll(async () => {
  world = await startInterviewWorld();
  candidate = world.browser();
  cv = pdfBytes(4_000);
  const started = await candidate.postForm(
    '/api/sessions',
    { ...intake, jobId: world.jobId },
    { cv: [cv, 'Wanjiru CV.pdf', 'application/pdf'] },
  );
  expect(started.status).toBe(201);
  sessionId = started.body.id;
  audio = webmBytes(5_000);
  const answer = await uploadAnswer(candidate, sessionId, 0, audio);
  audioPath = answer.body.audioFilePath;
});
afterAll(() => world?.server.stop());

describe('GET /api/audio/{path}', () => {
  it('serves the candidate their answer with its type, length and range support', async () => {
    const res = await candidate.get(`/api/audio/${audioPath}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/webm');
    expect(res.headers.get('content-length')).toBe(String(audio.length));
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(Buffer.compare(res.bytes, Buffer.from(audio))).toBe(0);
  });

  it('answers a Range with 206 and exactly those bytes', async () => {
    const res = await candidate.get(`/api/audio/${audioPath}`, { range: 'bytes=100-199' });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 100-199/${audio.length}`);
    expect(res.headers.get('content-length')).toBe('100');
    expect(Buffer.compare(res.bytes, Buffer.from(audio.subarray(100, 200)))).toBe(0);
    const tail = await candidate.get(`/api/audio/${audioPath}`, { range: 'bytes=-10' });
    expect(tail.status).toBe(206);
    expect(Buffer.compare(tail.bytes, Buffer.from(audio.subarray(audio.length - 10)))).toBe(0);
    const outside = await candidate.get(`/api/audio/${audioPath}`, { range: `bytes=${audio.length}-` });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${audio.length}`);
  });

  it('serves HR of the job’s organisation, and 404 to other organisations, strangers and other candidates', async () => {
    expect((await fetchBytes(world.hr, `/api/audio/${audioPath}`)).status).toBe(200);
    expect((await fetchBytes(world.colleague, `/api/audio/${audioPath}`)).status).toBe(200);
    const other = world.browser();
    await startSession(other, world.jobId);
    for (const res of [
      await world.stranger.get(`/api/audio/${audioPath}`),
      await world.visitor.get(`/api/audio/${audioPath}`),
      await other.get(`/api/audio/${audioPath}`),
    ]) {
      expect(res.status).toBe(404);
    }
  });

  it('never serves a file outside the store or one no row refers to', async () => {
    const [, fileName] = audioPath.split('/');
    const attempts = [
      '/api/audio/..%2f..%2f..%2fpackage.json',
      '/api/audio/%2e%2e/%2e%2e/package.json',
      `/api/audio/${sessionId}/..%2f..%2f..%2f..%2fpackage.json`,
      `/api/audio/${sessionId}/%2e%2e%2fcv`,
      `/api/audio/${sessionId}/${fileName}%00.txt`,
      `/api/audio/${sessionId}%00/${fileName}`,
      '/api/audio//etc/passwd',
      '/api/audio/%2fetc%2fpasswd',
      `/api/audio/${sessionId}/..\\..\\package.json`,
      `/api/audio/${sessionId}/${fileName}/`,
      `/api/audio/${sessionId}/1-${'0'.repeat(32)}.webm`,
      `/api/audio/${sessionId}`,
      '/api/audio/%E0%A4%A',
    ];
    for (const path of attempts) {
      for (const client of [candidate, world.hr]) {
        const res = await fetchBytes(client, path);
        expect(res.status, path).toBe(404);
      }
    }
  });
});

describe('GET /download/cv/{sessionId}', () => {
  it('sends the CV as an attachment to HR of the job’s organisation and to the candidate', async () => {
    for (const client of [world.hr, candidate]) {
      const res = await fetchBytes(client, `/download/cv/${sessionId}`);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(
        /^attachment; filename="CV - Wanjiru Kamau\.pdf"/,
      );
      expect(Buffer.compare(res.bytes, cv)).toBe(0);
    }
  });

  it('answers 404 to another organisation, a visitor, another candidate and bad ids', async () => {
    const other = world.browser();
    const own = await startSession(other, world.jobId);
    for (const [client, path] of [
      [world.stranger, `/download/cv/${sessionId}`],
      [world.visitor, `/download/cv/${sessionId}`],
      [other, `/download/cv/${sessionId}`],
      [world.hr, '/download/cv/..%2f..%2fpackage.json'],
      [world.hr, `/download/cv/${sessionId}%00`],
    ] as const) {
      expect((await fetchBytes(client, path)).status, path).toBe(404);
    }
    const none = await fetchBytes(other, `/download/cv/${own.id}`);
    expect(none.status).toBe(404);
    expect(JSON.parse(none.bytes.toString('utf8'))).toEqual({
      error: 'NOT_FOUND',
      message: 'No CV uploaded',
    });
  });
});

/** GET with either kind of test client, answering raw bytes (HR clients send their login cookie). */
async function fetchBytes(client: CandidateBrowser | InterviewWorld['hr'], path: string) {
  if ('postForm' in client) return client.get(path);
  const sid = client.cookie(SESSION_COOKIE);
  const res = await fetch(`${world.server.url}${path}`, {
    headers: sid ? { cookie: `${SESSION_COOKIE}=${sid}` } : {},
  });
  return { status: res.status, headers: res.headers, bytes: Buffer.from(await res.arrayBuffer()) };
}
