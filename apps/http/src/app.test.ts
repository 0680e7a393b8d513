import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from './testing/test-app.js';

let server: TestApp;
const bigScript = `console.log(${JSON.stringify('x'.repeat(4000))});`;

beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'sauti-dist-'));
  await mkdir(join(dist, 'assets'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Sauti</title><div id="root"></div>');
  await writeFile(
    join(dist, 'interview.html'),
    '<!doctype html><title>Sauti interview</title><div id="root"></div>',
  );
  await writeFile(join(dist, 'assets', 'index-abc123.js'), bigScript);
  server = await startTestApp({}, { webDistDir: dist });
});
afterAll(() => server?.stop());

describe('the HTTP edge', () => {
  it('answers GET /api/health with 200 when the database is reachable', async () => {
    const res = await fetch(`${server.url}/api/health`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ok', database: 'up', databaseKind: 'embedded-host' });
  });

  it('sets the security headers on API and page answers', async () => {
    for (const path of ['/api/health', '/']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(res.headers.get('x-frame-options')).toBe('DENY');
      expect(res.headers.get('content-security-policy')).toContain("default-src 'self'");
      expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(res.headers.get('strict-transport-security')).toBeNull(); // plain HTTP here
    }
  });

  it('answers unknown API paths with a JSON 404, never the SPA', async () => {
    const res = await fetch(`${server.url}/api/no-such-thing`);
    expect(res.status).toBe(404);
    expect(await res.json()).toMatchObject({ error: 'NOT_FOUND' });
  });

  it('answers a wrong method on a known route with a JSON error, not a 500', async () => {
    const res = await fetch(`${server.url}/api/health`, { method: 'DELETE' });
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect(await res.json()).toHaveProperty('error');
  });

  it('marks API and download answers no-store, except the public, impersonal ones', async () => {
    for (const path of [
      '/api/user',
      '/api/jobs',
      '/download/cv/x',
      '/api/no-such-thing',
      '/api/candidate-feedback/x',
    ]) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.headers.get('cache-control'), path).toBe('no-store');
    }
    for (const path of ['/api/public/jobs', '/api/health', '/api/voices']) {
      const res = await fetch(`${server.url}${path}`);
      expect(res.headers.get('cache-control'), path).not.toBe('no-store');
    }
  });

  it('serves the SPA for client-side routes, revalidated', async () => {
    const res = await fetch(`${server.url}/jobs/123/candidates`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toContain('<div id="root">');
  });

  it("serves the candidate's own entry for the interview pages, and only for them", async () => {
    for (const path of [
      '/interview',
      '/interview/',
      '/interview/2b0c9a4e-1',
      '/interview/abc/',
      '/interview/abc/assessment',
      '/interview/abc/feedback/s1',
    ]) {
      expect(await (await fetch(`${server.url}${path}`)).text(), path).toContain('Sauti interview');
    }
    const withJob = await fetch(`${server.url}/interview/j%0D%0Ax`);
    // The job's data is preloaded with the page (the id encoded: no header can be injected).
    expect(withJob.headers.get('link')).toBe(
      '</api/public/jobs/j%0D%0Ax>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
    expect((await fetch(`${server.url}/interview`)).headers.get('link')).toBeNull();
    // The explanation page's own read is preloaded; the feedback page's (a POST) cannot be.
    expect((await fetch(`${server.url}/interview/j1/assessment`)).headers.get('link')).toBe(
      '</api/public/jobs/j1/assessment>; rel=preload; as=fetch; crossorigin=use-credentials',
    );
    expect((await fetch(`${server.url}/interview/j1/feedback/s1`)).headers.get('link')).toBeNull();
    for (const path of ['/interviews', '/interview/a/b', '/interview/a/feedback', '/', '/hr']) {
      expect(await (await fetch(`${server.url}${path}`)).text(), path).toContain('<title>Sauti</title>');
    }
  });

  it('serves hashed assets compressed and cached for a year', async () => {
    const res = await fetch(`${server.url}/assets/index-abc123.js`, { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(await res.text()).toBe(bigScript); // fetch decodes brotli
  });

  it('answers a missing asset with 404 rather than the page', async () => {
    const res = await fetch(`${server.url}/assets/missing-000.js`);
    expect(res.status).toBe(404);
  });

  it('never serves files outside the build folder', async () => {
    for (const path of [
      '/..%2f..%2f..%2fetc%2fpasswd',
      '/%2e%2e/%2e%2e/etc/passwd',
      '/assets/..%2f..%2fpackage.json',
    ]) {
      const res = await fetch(`${server.url}${path}`);
      const text = await res.text();
      expect(text).not.toContain('root:');
      expect(text).not.toContain('"workspaces"');
    }
  });
});
