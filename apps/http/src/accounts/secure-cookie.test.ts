import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { TestClient } from '../testing/client.js';
import { mailedLink } from '../testing/outbox.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let server: TestApp;
beforeAll(async () => {
  server = await startTestApp({ TRUST_PROXY: 'true' });
});
afterAll(() => server?.stop());

describe('behind a TLS-terminating load balancer', () => {
  it('marks the session cookie Secure and sends HSTS when the request came over HTTPS', async () => {
    const client = new TestClient(server.url);
    const tls = { 'x-forwarded-proto': 'https', 'x-forwarded-for': '203.0.113.9' };
    const registered = await client.request(
      'POST',
      '/api/register',
      { email: 'tls@mvule-energy.co.ug', password: 'over https 1', firstName: 'Ann', lastName: 'Nakato' },
      tls,
    );
    expect(registered.status).toBe(202);
    const link = await mailedLink(
      server.app.get(TOKENS.Config).dataDir,
      'tls@mvule-energy.co.ug',
      '/verify-email',
    );
    const res = await client.request(
      'POST',
      '/api/verify-email',
      {
        token: link.searchParams.get('token'),
        password: 'over https 1',
        firstName: 'Ann',
        lastName: 'Nakato',
      },
      tls,
    );
    expect(res.status).toBe(200);
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
