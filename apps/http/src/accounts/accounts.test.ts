import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { LOGIN_PAIR_LIMIT } from '@sauti/core/rules/login-limits';
import { TestClient } from '../testing/client.js';
import { roomInWindow } from '../testing/clock-early-in-window.js';
import { mailedLink } from '../testing/outbox.js';
import { signUp } from '../testing/sign-up.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let server: TestApp;
const password = 'correct horse 1';
const newUser = (email: string) => ({ email, password, firstName: 'Amina', lastName: 'Otieno' });

beforeAll(async () => {
  server = await startTestApp({ PUBLIC_URL: 'https://hire.example.test' });
});
afterAll(() => server?.stop());

async function sql(query: string, params: unknown[] = []) {
  return server.app.get(STORAGE.Orm).em.getConnection().execute(query, params);
}

/** The token of the reset link mailed to `to` (the route answers before the mail is written). */
async function resetLinkFor(to: string): Promise<string> {
  const link = await mailedLink(server.app.get(TOKENS.Config).dataDir, to, '/reset-password');
  expect(link.origin).toBe('https://hire.example.test');
  return link.searchParams.get('token')!;
}

describe('sign-in', () => {
  beforeAll(async () => {
    await signUp(server, newUser('Amina@Acme-Logistics.co.ke'));
  });

  it('answers 401 with the same body for an unknown account and a wrong password', async () => {
    const unknown = await new TestClient(server.url).post('/api/login', {
      email: 'nobody@acme-logistics.co.ke',
      password,
    });
    const wrong = await new TestClient(server.url).post('/api/login', {
      email: 'amina@acme-logistics.co.ke',
      password: 'wrong-password',
    });
    expect(unknown.status).toBe(401);
    expect(wrong.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
    const missing = await new TestClient(server.url).post('/api/login', {
      email: 'amina@acme-logistics.co.ke',
    });
    expect(missing.status).toBe(400);
  });

  it('rotates the session id at sign-in and destroys the session at sign-out', async () => {
    const client = new TestClient(server.url);
    await client.post('/api/login', { email: 'amina@acme-logistics.co.ke', password });
    const first = client.cookie('sauti.sid')!;
    await client.post('/api/login', { email: 'amina@acme-logistics.co.ke', password });
    const second = client.cookie('sauti.sid')!;
    expect(second).not.toBe(first);
    const stale = new TestClient(server.url);
    stale.setCookie('sauti.sid', first);
    expect((await stale.get('/api/user')).status).toBe(401);

    expect((await client.post('/api/logout')).status).toBe(200);
    expect((await client.get('/api/user')).status).toBe(401);
    const replay = new TestClient(server.url);
    replay.setCookie('sauti.sid', second);
    expect((await replay.get('/api/user')).status).toBe(401);
  });

  it('enforces session expiry stored in the database', async () => {
    const client = new TestClient(server.url);
    await client.post('/api/login', { email: 'amina@acme-logistics.co.ke', password });
    expect((await client.get('/api/user')).status).toBe(200);
    await sql(`update sessions set expire = now() - interval '1 minute' where sid = ?`, [
      client.cookie('sauti.sid'),
    ]);
    expect((await client.get('/api/user')).status).toBe(401);
  });

  it('refuses a guessing client with 429 and Retry-After, but lets the owner’s known device in (no lockout on demand)', async () => {
    await signUp(server, newUser('target@zebra-farms.com'));
    const owner = new TestClient(server.url);
    const first = await owner.post('/api/login', { email: 'target@zebra-farms.com', password });
    expect(first.status).toBe(200);
    const device = first.headers.getSetCookie().find((c) => c.startsWith('sauti.device='))!;
    expect(device).toMatch(/httponly/i);
    expect(device).toMatch(/path=\/api\/login/i);

    const attacker = new TestClient(server.url); // the same address as the owner: one carrier NAT
    // The 12 guesses and the refusal must fall in one 15-minute window.
    await roomInWindow(LOGIN_PAIR_LIMIT.windowMs, 60_000);
    const statuses: number[] = [];
    for (let i = 0; i < 12; i++) {
      statuses.push(
        (await attacker.post('/api/login', { email: 'target@zebra-farms.com', password: `guess-${i}-xx` }))
          .status,
      );
    }
    expect(statuses.slice(0, 10).every((s) => s === 401)).toBe(true);
    const limited = await attacker.post('/api/login', { email: 'target@zebra-farms.com', password });
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(/Too many sign-in attempts/);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    // Before issue 16 the owner's right password got 429 too, renewable every window.
    expect((await owner.post('/api/login', { email: 'target@zebra-farms.com', password })).status).toBe(200);
    // Not forever for the attacker's address either: once the window has passed it may try again.
    await sql(`delete from rate_limit_counters`);
    expect((await attacker.post('/api/login', { email: 'target@zebra-farms.com', password })).status).toBe(
      200,
    );
  }, 120_000); // up to a minute waiting for room in the window
});

describe('password flows', () => {
  it('changes the password after checking the current one', async () => {
    const { client } = await signUp(server, newUser('change@kilimo-tech.com'));
    const wrong = await client.post('/api/change-password', {
      currentPassword: 'not-it-at-all',
      newPassword: 'brand new pass',
    });
    expect(wrong.status).toBe(400);
    const short = await client.post('/api/change-password', {
      currentPassword: password,
      newPassword: 'short',
    });
    expect(short.body.message).toBe('Password must be at least 8 characters long');
    const ok = await client.post('/api/change-password', {
      currentPassword: password,
      newPassword: 'brand new pass',
    });
    expect(ok.status).toBe(200);
    expect(ok.body.message).toBe('Password changed successfully!');
    expect((await client.get('/api/user')).status).toBe(200); // this session is kept
    const fresh = new TestClient(server.url);
    expect(
      (await fresh.post('/api/login', { email: 'change@kilimo-tech.com', password: 'brand new pass' }))
        .status,
    ).toBe(200);
    expect(
      (
        await new TestClient(server.url).post('/api/change-password', {
          currentPassword: 'x',
          newPassword: 'yyyyyyyy',
        })
      ).status,
    ).toBe(401);
  });

  it('answers forgot-password identically whatever the email, mails a single-use 64-character token', async () => {
    await signUp(server, newUser('reset@savanna-bank.co.za'));
    const known = await new TestClient(server.url).post('/api/forgot-password', {
      email: 'reset@savanna-bank.co.za',
    });
    const unknown = await new TestClient(server.url).post('/api/forgot-password', {
      email: 'ghost@savanna-bank.co.za',
    });
    expect(known.status).toBe(200);
    expect(known.body).toEqual(unknown.body);
    expect(
      (await new TestClient(server.url).post('/api/forgot-password', { email: 'not-an-email' })).status,
    ).toBe(400);

    const token = await resetLinkFor('reset@savanna-bank.co.za');
    const stored = (await sql(`select token from password_reset_tokens`)) as { token: string }[];
    expect(stored.some((r) => r.token === token)).toBe(false); // only a hash is stored

    const reset = await new TestClient(server.url).post('/api/reset-password', {
      token,
      newPassword: 'sunrise over kibo',
    });
    expect(reset.status).toBe(200);
    const again = await new TestClient(server.url).post('/api/reset-password', {
      token,
      newPassword: 'another one 123',
    });
    expect(again.status).toBeGreaterThanOrEqual(400);
    expect(again.status).toBeLessThan(500);
    const login = await new TestClient(server.url).post('/api/login', {
      email: 'reset@savanna-bank.co.za',
      password: 'sunrise over kibo',
    });
    expect(login.status).toBe(200);
  });

  it('refuses an expired reset token and a missing one', async () => {
    await new TestClient(server.url).post('/api/forgot-password', { email: 'change@kilimo-tech.com' });
    const token = await resetLinkFor('change@kilimo-tech.com');
    await sql(`update password_reset_tokens set expires_at = now() - interval '1 second'`);
    const expired = await new TestClient(server.url).post('/api/reset-password', {
      token,
      newPassword: 'too late pass',
    });
    expect(expired.status).toBeGreaterThanOrEqual(400);
    expect(expired.body.message).toMatch(/Invalid or expired reset token/);
    const missing = await new TestClient(server.url).post('/api/reset-password', {
      newPassword: 'whatever 123',
    });
    expect(missing.body.message).toBe('No reset token provided');
  });
});
