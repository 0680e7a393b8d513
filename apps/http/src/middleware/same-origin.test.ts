import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { CROSS_SITE_MESSAGE } from './same-origin.js';

const PUBLIC = 'https://hire.example.test';
let production: TestApp;
let development: TestApp;
beforeAll(async () => {
  [production, development] = await Promise.all([startTestApp({ PUBLIC_URL: PUBLIC }), startTestApp()]);
});
afterAll(async () => {
  await production?.stop();
  await development?.stop();
});

/** A body-less form POST, as a page on another origin can make one. */
const post = (server: TestApp, path: string, headers: Record<string, string>) =>
  fetch(`${server.url}${path}`, { method: 'POST', headers });
const forgot = (server: TestApp, headers: Record<string, string>) =>
  fetch(`${server.url}/api/forgot-password`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ email: 'a@acme.co.ke' }),
  });

describe('state-changing requests from another origin', () => {
  it('are refused with 403 when Origin is another origin, same-site ones included, or "null"', async () => {
    for (const origin of [
      'https://evil.example',
      'https://blog.hire.example.test',
      'null',
      'http://hire.example.test',
    ]) {
      for (const path of ['/api/logout', '/api/admin/impersonate/x', '/api/admin/exit-impersonation']) {
        const res = await post(production, path, { origin, 'sec-fetch-site': 'same-site' });
        expect(res.status, `${origin} ${path}`).toBe(403);
        expect(await res.json()).toEqual({ error: 'FORBIDDEN', message: CROSS_SITE_MESSAGE });
      }
    }
  });

  it('are refused when only Sec-Fetch-Site is sent and it is same-site or cross-site', async () => {
    for (const site of ['same-site', 'cross-site'])
      expect((await post(production, '/api/logout', { 'sec-fetch-site': site })).status, site).toBe(403);
  });

  it('pass from PUBLIC_URL, from the browser itself (same-origin, none) and from non-browser clients', async () => {
    expect((await forgot(production, { origin: PUBLIC, 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await forgot(production, { 'sec-fetch-site': 'same-origin' })).status).toBe(200);
    expect((await forgot(production, { 'sec-fetch-site': 'none' })).status).toBe(200);
    expect((await forgot(production, {})).status).toBe(200);
  });

  it('pass from the server’s own host in development only', async () => {
    const own = new URL(development.url).origin;
    expect((await forgot(development, { origin: own })).status).toBe(200);
    expect((await forgot(development, { origin: 'http://localhost:5174' })).status).toBe(403);
    const prodOwn = new URL(production.url).origin;
    expect((await forgot(production, { origin: prodOwn })).status).toBe(403);
  });

  it('leave reads alone, whatever their origin', async () => {
    const res = await fetch(`${production.url}/api/public/jobs`, {
      headers: { origin: 'https://evil.example' },
    });
    expect(res.status).toBe(200);
  });
});
