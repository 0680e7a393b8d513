import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPERSONATION_MESSAGES } from '@sauti/core/contract/accounts';
import { ACCOUNTS } from '@sauti/adapters/container/accounts-module';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { createJob } from '../jobs/job-fixtures.js';
import { CandidateBrowser, startSession, uploadAnswer } from '../sessions/interview-fixtures.js';
import { TestClient } from '../testing/client.js';
import { signUp } from '../testing/sign-up.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

let server: TestApp;
let admin: TestClient;
let hr: TestClient;
const password = 'admin pass 123';
const REASON = 'Support ticket 4411: her candidates are missing';

beforeAll(async () => {
  server = await startTestApp({ ADMIN_EMAIL: 'boss@sauti-hq.com' });
  // Signed up first, but ADMIN_EMAIL decides: this user is not the admin.
  hr = (
    await signUp(server, { email: 'hr@umoja-retail.co.za', password, firstName: 'Thandi', lastName: 'Nkosi' })
  ).client;
  admin = (
    await signUp(server, { email: 'boss@sauti-hq.com', password, firstName: 'Kofi', lastName: 'Mensah' })
  ).client;
});
afterAll(() => server?.stop());

/** The id of the impersonation still open (the newest audit without an end). */
async function openAuditId(): Promise<string> {
  const audits = await server.app
    .get(STORAGE.RequestScope)
    .run(() => server.app.get(STORAGE.Repositories).impersonationAudits.list(10));
  return audits.find((a) => a.endedAt === null)!.id;
}

const adminCalls: [string, string, unknown?][] = [
  [
    'POST',
    '/api/admin/create-user',
    { email: 'new@umoja-retail.co.za', password, firstName: 'A', lastName: 'B' },
  ],
  ['GET', '/api/admin/users'],
  ['POST', '/api/admin/impersonate/00000000-0000-4000-8000-000000000000'],
];

describe('administration', () => {
  it('refuses every admin call to a non-admin with 403 and to a visitor with 401', async () => {
    for (const [method, path, body] of adminCalls) {
      expect((await hr.request(method, path, body ?? (method === 'POST' ? {} : undefined))).status).toBe(403);
      expect((await new TestClient(server.url).request(method, path, body)).status).toBe(401);
    }
  });

  it('tells the web app who the admin is', async () => {
    expect((await admin.get('/api/user')).body.isAdmin).toBe(true);
    expect((await hr.get('/api/user')).body.isAdmin).toBe(false);
  });

  it('creates accounts with the same work-email and password rules', async () => {
    const created = await admin.post('/api/admin/create-user', {
      email: 'recruiter@umoja-retail.co.za',
      password,
      firstName: 'Zanele',
      lastName: 'Dube',
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ email: 'recruiter@umoja-retail.co.za', isAdmin: false });
    const personal = await admin.post('/api/admin/create-user', {
      email: 'x@gmail.com',
      password,
      firstName: 'A',
      lastName: 'B',
    });
    expect(personal.body.error).toBe('WORK_EMAIL_REQUIRED');
    const short = await admin.post('/api/admin/create-user', {
      email: 'y@umoja-retail.co.za',
      password: 'short',
      firstName: 'A',
      lastName: 'B',
    });
    expect(short.body.message).toBe('Minimum 8 characters');
    const taken = await admin.post('/api/admin/create-user', {
      email: 'recruiter@umoja-retail.co.za',
      password,
      firstName: 'A',
      lastName: 'B',
    });
    expect(taken.status).toBe(409);
  });

  it('lists every user with the admin flagged', async () => {
    const res = await admin.get('/api/admin/users');
    expect(res.status).toBe(200);
    const emails = res.body.map((u: { email: string }) => u.email);
    expect(emails).toEqual(
      expect.arrayContaining(['hr@umoja-retail.co.za', 'boss@sauti-hq.com', 'recruiter@umoja-retail.co.za']),
    );
    expect(res.body.find((u: { email: string }) => u.email === 'boss@sauti-hq.com').isAdmin).toBe(true);
    expect(res.body[0]).not.toHaveProperty('passwordHash');
  });

  it('asks why before viewing as someone, and never on the admin’s own account', async () => {
    const users = (await admin.get('/api/admin/users')).body as { id: string; email: string }[];
    const target = users.find((u) => u.email === 'hr@umoja-retail.co.za')!;
    const self = users.find((u) => u.email === 'boss@sauti-hq.com')!;
    // Before, one click started it: no body at all was needed.
    for (const body of [
      {},
      { reason: '' },
      { reason: 'because' },
      { reason: 'Ticket 4411\nsecond line' },
      { reason: 'x'.repeat(501) },
    ]) {
      const refused = await admin.post(`/api/admin/impersonate/${target.id}`, body);
      expect([JSON.stringify(body).slice(0, 40), refused.status]).toEqual([
        JSON.stringify(body).slice(0, 40),
        400,
      ]);
      expect(refused.body.message).toBe(IMPERSONATION_MESSAGES.reason);
    }
    expect((await admin.get('/api/user')).body.email).toBe('boss@sauti-hq.com');
    expect((await admin.post(`/api/admin/impersonate/${self.id}`, { reason: REASON })).status).toBe(409);
  });

  it('impersonates a user, acts as them, is audited with the reason, and exits back to the admin', async () => {
    const users = (await admin.get('/api/admin/users')).body as { id: string; email: string }[];
    const target = users.find((u) => u.email === 'hr@umoja-retail.co.za')!;
    const started = await admin.post(`/api/admin/impersonate/${target.id}`, { reason: REASON });
    expect(started.status).toBe(200);
    expect(started.body.user).toMatchObject({
      email: 'hr@umoja-retail.co.za',
      impersonatedBy: { email: 'boss@sauti-hq.com' },
    });

    const me = await admin.get('/api/user');
    expect(me.body).toMatchObject({ email: 'hr@umoja-retail.co.za', isAdmin: false });
    // While impersonating, the admin has only the user's rights.
    expect((await admin.get('/api/admin/users')).status).toBe(403);
    // A state-changing request made as the user is recorded.
    await admin.post('/api/change-password', {
      currentPassword: 'wrong-one-here',
      newPassword: 'whatever 123',
    });

    const exited = await admin.post('/api/admin/exit-impersonation');
    expect(exited.status).toBe(200);
    expect(exited.body.user).toMatchObject({
      email: 'boss@sauti-hq.com',
      isAdmin: true,
      impersonatedBy: null,
    });
    expect((await admin.get('/api/user')).body.email).toBe('boss@sauti-hq.com');

    const audit = await server.app
      .get(STORAGE.RequestScope)
      .run(() => server.app.get(ACCOUNTS.ListImpersonationAudit).execute({ withActions: true }));
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ adminEmail: 'boss@sauti-hq.com', targetEmail: 'hr@umoja-retail.co.za' });
    expect(audit[0]!.audit.reason).toBe(REASON);
    expect(audit[0]!.audit.endedAt).not.toBeNull();
    expect(audit[0]!.audit.ipAddress).toBeTruthy();
    const paths = audit[0]!.actions!.map((a) => `${a.method} ${a.path} ${a.status}`);
    expect(paths).toContain('POST /api/change-password 400');
    expect(paths).toContain('POST /api/admin/exit-impersonation 200');
  });

  it('records while impersonating which job changed and to what (secrets redacted) and each private file read', async () => {
    const job = await createJob(hr, { requireIdentityVerification: 'false' });
    const candidate = new CandidateBrowser(server.url);
    const sessionId = (await startSession(candidate, job.id)).id;
    const answer = await uploadAnswer(candidate, sessionId, 0);
    expect(answer.status).toBe(201);
    const audioPath = answer.body.audioFilePath as string;
    // HR's own reads are nobody's audit.
    expect((await hr.get(`/api/audio/${audioPath}`)).status).toBe(200);

    const users = (await admin.get('/api/admin/users')).body as { id: string; email: string }[];
    const target = users.find((u) => u.email === 'hr@umoja-retail.co.za')!;
    expect((await admin.post(`/api/admin/impersonate/${target.id}`, { reason: REASON })).status).toBe(200);
    expect((await admin.request('PATCH', `/api/jobs/${job.id}`, { location: 'Mombasa' })).status).toBe(200);
    await admin.post('/api/change-password', {
      currentPassword: 'guessed secret 1',
      newPassword: 'chosen secret 2',
    });
    expect((await admin.get(`/api/audio/${audioPath}`)).status).toBe(200);
    expect((await admin.get('/api/jobs')).status).toBe(200); // a listing, not a private file
    const auditId = await openAuditId();
    expect((await admin.post('/api/admin/exit-impersonation')).status).toBe(200);

    const actions = await server.app
      .get(STORAGE.RequestScope)
      .run(() => server.app.get(STORAGE.Repositories).impersonationAudits.listActions(auditId));
    const byPath = (method: string, path: string) =>
      actions.find((a) => a.method === method && a.path === path);
    expect(byPath('PATCH', `/api/jobs/${job.id}`)).toMatchObject({
      status: 200,
      targets: { id: job.id },
      newValues: { location: 'Mombasa' },
    });
    expect(byPath('POST', '/api/change-password')?.newValues).toEqual({
      currentPassword: '[redacted]',
      newPassword: '[redacted]',
    });
    expect(byPath('GET', `/api/audio/${audioPath}`)).toMatchObject({
      status: 200,
      targets: { path: audioPath },
      newValues: null,
    });
    expect(byPath('GET', '/api/jobs')).toBeUndefined();
    expect(JSON.stringify(actions)).not.toMatch(/guessed secret|chosen secret/);
  });

  it('mints no credential that would outlive an impersonation: API keys, webhooks and their secrets (issue 28, finding 5)', async () => {
    const hook = await hr.post('/api/organisation/webhooks', {
      url: 'https://ats.umoja-retail.co.za/hooks',
      events: ['interview.completed'],
    });
    expect(hook.status).toBe(201);
    const hookId = hook.body.id as string;
    const users = (await admin.get('/api/admin/users')).body as { id: string; email: string }[];
    const target = users.find((u) => u.email === 'hr@umoja-retail.co.za')!;
    expect((await admin.post(`/api/admin/impersonate/${target.id}`, { reason: REASON })).status).toBe(200);

    const refusals = [
      await admin.post('/api/organisation/api-keys', { name: 'Admin tooling', scope: 'read_write' }),
      await admin.post('/api/organisation/api-keys', { name: 'Admin reading', scope: 'read' }),
      await admin.post('/api/organisation/webhooks', {
        url: 'https://collector.sauti-hq.com/in',
        events: ['interview.completed'],
      }),
      await admin.get(`/api/organisation/webhooks/${hookId}/secret`),
      await admin.post(`/api/organisation/webhooks/${hookId}/rotate-secret`),
      await admin.request('PATCH', `/api/organisation/webhooks/${hookId}`, {
        url: 'https://collector.sauti-hq.com/in',
      }),
    ];
    for (const refused of refusals) {
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({ error: 'FORBIDDEN', message: IMPERSONATION_MESSAGES.noCredentials });
      expect(refused.text).not.toMatch(/whsec_|sk_live_/);
    }
    // What takes access away, or changes nothing an outsider could use, stays possible.
    const described = await admin.request('PATCH', `/api/organisation/webhooks/${hookId}`, {
      description: 'Checked by Sauti support',
    });
    expect(described.status).toBe(200);
    expect((await admin.post('/api/admin/exit-impersonation')).status).toBe(200);

    // Nothing was made: no key exists, the endpoint kept its address and its one secret.
    expect((await hr.get('/api/organisation/api-keys')).body.keys).toEqual([]);
    const endpoints = (await hr.get('/api/organisation/webhooks')).body.endpoints as { url: string }[];
    expect(endpoints.map((e) => e.url)).toEqual(['https://ats.umoja-retail.co.za/hooks']);
    expect((await hr.get(`/api/organisation/webhooks/${hookId}/secret`)).body.secret).toBe(hook.body.secret);
  });

  it('answers 404 for an unknown or malformed user id and refuses exit when not impersonating', async () => {
    expect((await admin.post('/api/admin/impersonate/not-a-uuid', { reason: REASON })).status).toBe(404);
    expect(
      (await admin.post('/api/admin/impersonate/00000000-0000-4000-8000-000000000000', { reason: REASON }))
        .status,
    ).toBe(404);
    expect((await admin.post('/api/admin/exit-impersonation')).status).toBe(409);
  });
});

describe('impersonation sessions (issue 16, finding 2)', () => {
  const hrId = async () =>
    (await server.app
      .get(STORAGE.RequestScope)
      .run(() => server.app.get(STORAGE.Repositories).users.findByEmail('hr@umoja-retail.co.za')))!.id;
  const signInAdmin = async () => {
    const client = new TestClient(server.url);
    expect((await client.post('/api/login', { email: 'boss@sauti-hq.com', password })).status).toBe(200);
    return client;
  };
  const sql = (query: string, params: unknown[] = []) =>
    server.app.get(STORAGE.Orm).em.getConnection().execute(query, params);

  it('never turns a stolen impersonation session into the admin’s: exit without the admin’s own session is 401', async () => {
    const browser = await signInAdmin();
    expect((await browser.post(`/api/admin/impersonate/${await hrId()}`, { reason: REASON })).status).toBe(
      200,
    );
    const thief = new TestClient(server.url);
    thief.setCookie('sauti.sid', browser.cookie('sauti.sid')!);
    const exit = await thief.post('/api/admin/exit-impersonation');
    expect(exit.status).toBe(401);
    expect((await thief.get('/api/user')).status).toBe(401);
    expect((await thief.get('/api/admin/users')).status).toBe(401);
    // The admin's own browser still holds its own session, which resumes.
    expect((await browser.get('/api/user')).body).toMatchObject({
      email: 'boss@sauti-hq.com',
      isAdmin: true,
    });
  });

  it('ends the impersonations of an admin who changes their password', async () => {
    const laptop = await signInAdmin();
    const office = await signInAdmin();
    expect((await office.post(`/api/admin/impersonate/${await hrId()}`, { reason: REASON })).status).toBe(
      200,
    );
    const changed = await laptop.post('/api/change-password', {
      currentPassword: password,
      newPassword: 'rotated pass 9',
    });
    expect(changed.status).toBe(200);
    expect((await office.get('/api/user')).status).toBe(401);
    expect((await office.post('/api/admin/exit-impersonation')).status).toBe(401);
    expect((await laptop.get('/api/user')).body.email).toBe('boss@sauti-hq.com');
    await laptop.post('/api/change-password', { currentPassword: 'rotated pass 9', newPassword: password });
  });

  it('lasts 30 minutes: then the admin is back as themselves and the audit is closed', async () => {
    const browser = await signInAdmin();
    expect((await browser.post(`/api/admin/impersonate/${await hrId()}`, { reason: REASON })).status).toBe(
      200,
    );
    const [row] = (await sql(`select expire from sessions where sid = ?`, [browser.cookie('sauti.sid')])) as {
      expire: Date;
    }[];
    expect(new Date(row!.expire).getTime() - Date.now()).toBeLessThanOrEqual(30 * 60_000);
    expect(new Date(row!.expire).getTime() - Date.now()).toBeGreaterThan(29 * 60_000);
    await sql(`update sessions set expire = now() - interval '1 second' where sid = ?`, [
      browser.cookie('sauti.sid'),
    ]);
    expect((await browser.get('/api/user')).body).toMatchObject({
      email: 'boss@sauti-hq.com',
      impersonatedBy: null,
    });
    const audits = await server.app
      .get(STORAGE.RequestScope)
      .run(() => server.app.get(ACCOUNTS.ListImpersonationAudit).execute({ limit: 1 }));
    expect(audits[0]!.audit.endedAt).not.toBeNull();
  });

  it('signs out of both the impersonation and the admin’s own session at logout', async () => {
    const browser = await signInAdmin();
    expect((await browser.post(`/api/admin/impersonate/${await hrId()}`, { reason: REASON })).status).toBe(
      200,
    );
    const own = browser.cookie('sauti.own_sid')!;
    expect((await browser.post('/api/logout')).status).toBe(200);
    const replay = new TestClient(server.url);
    replay.setCookie('sauti.sid', own);
    expect((await replay.get('/api/user')).status).toBe(401);
  });
});
