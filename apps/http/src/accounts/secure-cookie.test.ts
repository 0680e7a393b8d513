import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => server?.stop());

describe('behind a TLS-terminating load balancer', () => {
  it('marks the session cookie Secure and sends HSTS when the request came over HTTPS', async () => {
    const client = new TestClient(server.url);
    const res = await client.request(
      'POST',
      '/api/register',
      { email: 'tls@mvule-energy.co.ug', password: 'over https 1', firstName: 'Ann', lastName: 'Nakato' },
      { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' },
    );
    expect(res.status).toBe(201);
    const cookie = res.headers.getSetCookie().find((c) => c.startsWith('sauti.sid='))!;
    expect(cookie).toMatch(/;\s*secure/i);
    expect(cookie).toMatch(/httponly/i);
    expect(res.headers.get('strict-transport-security')).toContain('max-age=');
  });

  it('does not trust forwarded headers unless TRUST_PROXY is set', async () => {
    const plain = await startTestApp();
    try {
      const res = await new TestClient(plain.url).request('GET', '/api/health', undefined, {
        'x-forwarded-proto': 'https',
      });
      expect(res.headers.get('strict-transport-security')).toBeNull();
    } finally {
      await plain.stop();
    }
  });
});
