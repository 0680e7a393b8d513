import { gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { UNREADABLE_BODY_MESSAGE } from './json-body.js';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp();
});
afterAll(() => server?.stop());

const login = (body: Uint8Array | string, encoding: string) =>
  fetch(`${server.url}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'content-encoding': encoding },
    body,
  });

describe('JSON body parsing', () => {
  it('answers 400 with a JSON error, not 500, when a body does not decode as its Content-Encoding', async () => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const res = await login('{"email":"a@b.co","password":"x"}', encoding);
      expect(res.status, encoding).toBe(400);
      expect(await res.json()).toEqual({ error: 'VALIDATION_FAILED', message: UNREADABLE_BODY_MESSAGE });
    }
    expect(server.logs.filter((l) => l.startsWith('error'))).toEqual([]);
  });

  it('still reads a correctly compressed body and refuses unknown encodings with 415', async () => {
    const ok = await login(
      gzipSync('{"email":"nobody@acme-logistics.co.ke","password":"wrong one"}'),
      'gzip',
    );
    expect(ok.status).toBe(401);
    expect((await login('{}', 'x-bogus')).status).toBe(415);
  });

  it('closes the connection after an unreadable body, so the next request on it is answered', async () => {
    const big = `{"x":"${'y'.repeat(1_100_000)}"}`;
    const first = await login(big, 'gzip');
    expect(first.status).toBe(400);
    expect(first.headers.get('connection')).toBe('close');
    const next = await fetch(`${server.url}/api/health`, { signal: AbortSignal.timeout(5_000) });
    expect(next.status).toBe(200);
  });
});
