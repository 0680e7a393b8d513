import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_ACCOUNT_LIMIT, LOGIN_ADDRESS_LIMIT } from '@sauti/core/rules/login-limits';
import { SESSION_COOKIE } from '@sauti/http/auth/login-session';
import { intake } from '@sauti/http/sessions/interview-fixtures';
import { job as jobForm } from '@sauti/http/jobs/job-fixtures';
import { confirmationToken } from '@sauti/http/testing/sign-up';
import { clockEarlyInWindow } from '@sauti/http/testing/clock-early-in-window';
import { startTestApp, type TestApp } from '@sauti/http/testing/test-app';
import { formOf, HttpCaller } from './http-caller.js';
import { PASSWORD } from './security-world.js';

let server: TestApp;
let proxied: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'sauti-dist-'));
  await writeFile(join(dist, 'index.html'), '<!doctype html><title>Sauti</title><div id="root"></div>');
  server = await startTestApp({}, { webDistDir: dist });
  proxied = await startTestApp(
    { TRUST_PROXY: 'true' },
    {},
    { clock: clockEarlyInWindow(LOGIN_ACCOUNT_LIMIT.windowMs) },
  );
});
afterAll(async () => {
  await server?.stop();
  await proxied?.stop();
});

function expectSecurityHeaders(headers: Headers, what: string): void {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("script-src 'self'");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  expect(csp, what).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('referrer-policy'), what).toBe('strict-origin-when-cross-origin');
  const permissions = headers.get('permissions-policy') ?? '';
  expect(permissions, what).toMatch(/geolocation=\(\)/);
  expect(permissions, what).toMatch(/microphone=\(self\)/);
  expect(permissions, what).toMatch(/camera=\(self\)/);
}

describe('security headers', () => {
  it('are on HTML pages, API answers, API errors and unknown paths alike', async () => {
    for (const [path, init] of [
      ['/', {}],
      ['/interview/some-job', {}],
      ['/api/health', {}],
      ['/api/user', {}],
      ['/api/no-such-route', {}],
      ['/api/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, init);
      expectSecurityHeaders(res.headers, path);
    }
  });
});

/** The attributes of the Set-Cookie line for `name`, lower-cased. */
function cookieLine(headers: Headers, name: (cookie: string) => boolean): string {
  const line = headers.getSetCookie().find((c) => name(c.split('=')[0]!));
  expect(line, 'cookie set').toBeDefined();
  return line!.toLowerCase();
}

async function registerAndStart(target: TestApp, email: string, headers: Record<string, string>) {
  const hr = new HttpCaller('hr', target.url);
  const registered = await hr.request(
    'POST',
    '/api/register',
    { json: { email, password: PASSWORD, firstName: 'A', lastName: 'B' } },
    headers,
  );
  expect(registered.status).toBe(202);
  const confirmed = await hr.request(
    'POST',
    '/api/verify-email',
    {
      json: {
        token: await confirmationToken(target, email),
        password: PASSWORD,
        firstName: 'A',
        lastName: 'B',
      },
    },
    headers,
  );
  expect(confirmed.status).toBe(200);
  const login = await new HttpCaller('again', target.url).request(
    'POST',
    '/api/login',
    { json: { email, password: PASSWORD } },
    headers,
  );
  expect(login.status).toBe(200);
  const job = await hr.request(
    'POST',
    '/api/jobs',
    { json: { ...jobForm, requireIdentityVerification: 'false' } },
    headers,
  );
  const started = await new HttpCaller('candidate', target.url).request(
    'POST',
    '/api/sessions',
    { form: formOf({ ...intake, jobId: job.body.id }) },
    headers,
  );
  expect(started.status).toBe(201);
  return {
    login: cookieLine(login.headers, (n) => n === SESSION_COOKIE),
    candidate: cookieLine(started.headers, (n) => n.startsWith('sauti_cs_')),
  };
}

describe('cookie flags', () => {
  it('marks the sign-in and candidate cookies HttpOnly, SameSite=Lax and Path=/, not Secure over plain HTTP', async () => {
    const cookies = await registerAndStart(server, 'flags@acme-logistics.co.ke', {});
    for (const line of Object.values(cookies)) {
      expect(line).toContain('httponly');
      expect(line).toContain('samesite=lax');
      expect(line).toContain('path=/');
      expect(line).not.toContain('secure');
    }
  });

  it('adds Secure behind a trusted proxy that says the request came over HTTPS', async () => {
    const cookies = await registerAndStart(proxied, 'tls@acme-logistics.co.ke', {
      'x-forwarded-proto': 'https',
    });
    for (const line of Object.values(cookies)) {
      expect(line).toMatch(/;\s*secure/);
      expect(line).toContain('httponly');
      expect(line).toContain('samesite=lax');
    }
  });
});

describe('sign-in rate limit', () => {
  const attempt = (target: TestApp, email: string, headers: Record<string, string> = {}) =>
    new HttpCaller('attacker', target.url).request(
      'POST',
      '/api/login',
      { json: { email, password: 'guess 123 x' } },
      headers,
    );

  it(`refuses an account's attempt ${LOGIN_ACCOUNT_LIMIT.maxAttempts + 1} with 429 and Retry-After, not before`, async () => {
    const email = 'limit@acme-logistics.co.ke';
    for (let i = 0; i < LOGIN_ACCOUNT_LIMIT.maxAttempts; i++)
      expect((await attempt(proxied, email, { 'x-forwarded-for': `198.51.100.${i}` })).status).toBe(401);
    const limited = await attempt(proxied, email, { 'x-forwarded-for': '198.51.100.200' });
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ error: 'RATE_LIMITED' });
    expect(limited.body.message).toMatch(
      /^Too many sign-in attempts\. Please wait \d+ minutes? and try again\.$/,
    );
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it(`refuses an address's attempt ${LOGIN_ADDRESS_LIMIT.maxAttempts + 1} across accounts, and forged X-Forwarded-For does not reset it without TRUST_PROXY`, async () => {
    // Its own address counter, untouched by the tests above.
    const fresh = await startTestApp({}, {}, { clock: clockEarlyInWindow(LOGIN_ADDRESS_LIMIT.windowMs) });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < LOGIN_ADDRESS_LIMIT.maxAttempts; i++) {
        const res = await attempt(fresh, `spray${i}@acme-logistics.co.ke`, {
          'x-forwarded-for': `203.0.113.${i}`,
        });
        statuses.push(res.status);
      }
      expect(statuses).toEqual(statuses.map(() => 401));
      const limited = await attempt(fresh, 'fresh@acme-logistics.co.ke', { 'x-forwarded-for': '192.0.2.77' });
      expect(limited.status).toBe(429);
      expect(limited.body.error).toBe('RATE_LIMITED');
    } finally {
      await fresh.stop();
    }
  });
});
