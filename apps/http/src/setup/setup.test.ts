import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SETUP_MESSAGES } from '@sauti/core/contract/setup';
import { memoryLogger } from '@sauti/adapters/system/logger';
import { SETUP_CODE_LIMIT } from '@sauti/core/use-cases/accounts/first-run-setup';
import { TestClient } from '../testing/client.js';
import { signUp } from '../testing/sign-up.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { announceFirstRunSetup } from './announce.js';

const admin = {
  email: 'ops@tausi-logistics.co.tz',
  password: 'first admin 2026',
  firstName: 'Neema',
  lastName: 'Mushi',
};

/** Starts the app the way `npm start` does, and reads the code from what it logged. */
async function startFresh(env: Record<string, string> = {}) {
  const server = await startTestApp({ TRUST_PROXY: 'true', ...env });
  const logger = memoryLogger();
  await announceFirstRunSetup(server.app, logger);
  const line = logger.lines.find((l) => l.includes('setup code')) ?? '';
  const code = /setup code to create one: (\S+) /.exec(line)?.[1] ?? '';
  return { server, line, code };
}

/** A visitor from `address` (the app trusts X-Forwarded-For here, as behind a proxy). */
const from = (server: TestApp, address: string) => {
  const client = new TestClient(server.url);
  return {
    client,
    get: (path: string) => client.request('GET', path, undefined, { 'x-forwarded-for': address }),
    setup: (body: object) => client.request('POST', '/api/setup', body, { 'x-forwarded-for': address }),
  };
};

describe('first-run setup of a fresh install (docs/behaviour/platform.md §19)', () => {
  let server: TestApp;
  let line: string;
  let code: string;
  const answers: string[] = [];

  beforeAll(async () => {
    ({ server, line, code } = await startFresh({ PUBLIC_URL: 'https://hire.tausi.test' }));
  }, 60_000);
  afterAll(() => server.stop());

  it('prints a one-time code and where to use it in the log, and says the page is open', async () => {
    expect(line).toMatch(/^warn No administrator yet\. Open https:\/\/hire\.tausi\.test\/setup and enter /);
    expect(code).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const status = await from(server, '198.51.100.1').get('/api/setup');
    answers.push(status.text);
    expect(status.status).toBe(200);
    expect(status.body).toEqual({ open: true });
  });

  it('answers any body a hostile client sends with a 4xx, never a 5xx or an account', async () => {
    const field = fc.oneof(
      fc.string({ maxLength: 300 }),
      fc.constant('\u0000'),
      fc.integer(),
      fc.constant(null),
    );
    await fc.assert(
      fc.asyncProperty(
        fc.record(
          { code: field, email: field, password: field, firstName: field, lastName: field },
          { requiredKeys: [] },
        ),
        async (body) => {
          const res = await from(server, '198.51.100.99').setup(body);
          answers.push(res.text);
          expect(res.status).toBeGreaterThanOrEqual(400);
          expect(res.status).toBeLessThan(500);
        },
      ),
      { numRuns: 40 },
    );
    expect((await from(server, '198.51.100.98').get('/api/setup')).status).toBe(200);
  });

  it('refuses wrong codes, then every attempt from that address for the window, the right code included', async () => {
    const guesser = from(server, '203.0.113.66');
    for (let i = 0; i < SETUP_CODE_LIMIT.maxAttempts; i++) {
      const res = await guesser.setup({ ...admin, code: `wrong-guess-${i}-${'G'.repeat(12)}` });
      answers.push(res.text);
      expect([res.status, res.body.message]).toEqual([400, SETUP_MESSAGES.wrongCode]);
      expect(res.body.issues).toEqual([{ path: 'code', message: SETUP_MESSAGES.wrongCode }]);
    }
    const held = await guesser.setup({ ...admin, code });
    answers.push(held.text);
    expect(held.status).toBe(429);
    expect(Number(held.headers.get('retry-after'))).toBeGreaterThan(0);
    // Nothing was created by the guesses.
    expect((await from(server, '203.0.113.67').get('/api/setup')).status).toBe(200);
  });

  it('spends nothing on a form that fails, then makes one administrator of two racing submissions', async () => {
    const operator = from(server, '192.0.2.10');
    const bad = await operator.setup({ ...admin, password: 'short', code });
    answers.push(bad.text);
    expect(bad.status).toBe(400);
    const racer = from(server, '192.0.2.11');
    const [a, b] = await Promise.all([operator.setup({ ...admin, code }), racer.setup({ ...admin, code })]);
    answers.push(a.text, b.text);
    expect([a.status, b.status].sort()).toEqual([201, 400]);
    const winner = a.status === 201 ? operator : racer;
    const me = await winner.get('/api/user');
    expect(me.body).toMatchObject({ email: admin.email, isAdmin: true });
  });

  it('is gone once an administrator exists: 404 for the page and the form, code or not, and no new code', async () => {
    const late = from(server, '192.0.2.12');
    expect((await late.get('/api/setup')).status).toBe(404);
    const again = await late.setup({ ...admin, email: 'eve@rival.co.ke', code });
    answers.push(again.text);
    expect(again.status).toBe(404);
    const logger = memoryLogger();
    await announceFirstRunSetup(server.app, logger);
    expect(logger.lines).toEqual([]);
  });

  it('never puts the code in an answer', () => {
    for (const text of answers) expect(text).not.toContain(code);
  });
});

describe('first-run setup with ADMIN_EMAIL set', () => {
  let server: TestApp;
  let code: string;

  beforeAll(async () => {
    ({ server, code } = await startFresh({ ADMIN_EMAIL: 'boss@tausi-logistics.co.tz' }));
  }, 60_000);
  afterAll(() => server.stop());

  it('takes only that address, and closes when that address registers instead', async () => {
    const res = await from(server, '192.0.2.20').setup({ ...admin, code });
    expect([res.status, res.body.message]).toEqual([400, SETUP_MESSAGES.adminEmail]);
    await signUp(server, { email: 'boss@tausi-logistics.co.tz' });
    expect((await from(server, '192.0.2.20').get('/api/setup')).status).toBe(404);
    const late = await from(server, '192.0.2.20').setup({
      ...admin,
      email: 'boss@tausi-logistics.co.tz',
      code,
    });
    expect(late.status).toBe(404);
  });
});
