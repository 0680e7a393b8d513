import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server?.stop());

const send = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, init);
const json = (method: string, body: unknown): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
});
const NUL = '\u0000';

describe('NUL bytes anywhere in a request', () => {
  it('answer 404 in an id of the path, never 503 "database unreachable"', async () => {
    for (const path of [
      '/api/jobs/%00',
      `/api/jobs/abc%00def`,
      '/api/public/jobs/%00',
      '/api/sessions/%00',
      '/download/cv/%00',
      '/api/audio/%00/a.webm',
    ]) {
      const res = await send(path);
      expect(res.status, path).toBe(404);
      expect(((await res.json()) as { error: string }).error, path).toBe('NOT_FOUND');
    }
  });

  it('answer 400 in a query, a JSON text field or a JSON key', async () => {
    const cases: [string, RequestInit][] = [
      ['/api/verification/status?sessionId=%00', {}],
      ['/api/login', json('POST', { email: `a${NUL}@acme.co.ke`, password: 'x'.repeat(9) })],
      ['/api/forgot-password', json('POST', { email: `a@acme.co.ke${NUL}` })],
      ['/api/register', json('POST', { [`email${NUL}`]: 'a@acme.co.ke' })],
      ['/api/generate-question-audio-stream', json('POST', { text: `Tell us${NUL}` })],
    ];
    for (const [path, init] of cases) {
      const res = await send(path, init);
      expect(res.status, path).toBe(400);
      expect(await res.json(), path).toMatchObject({ error: 'VALIDATION_FAILED' });
    }
  });

  it('answer 400 in a multipart text field', async () => {
    const form = new FormData();
    const fields = {
      jobId: `5f0c6a4e-1b2d-4c3e-8f9a-0b1c2d3e4f5a${NUL}`,
      candidateName: 'Zawadi Mwangi',
      candidatePhone: '+254 700 000 000',
      candidateEmail: 'zawadi@example.com',
      consent: 'true',
    };
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    const res = await send('/api/sessions', { method: 'POST', body: form });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: string }).error).toBe('VALIDATION_FAILED');
  });

  it('never reach the database: no 5xx was answered and nothing was logged as an outage', () => {
    expect(server.logs.filter((l) => /database unreachable|^error/.test(l))).toEqual([]);
  });
});
