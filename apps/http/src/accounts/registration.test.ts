import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { BUDGETS, REGISTRATION_HASHES } from '@sauti/core/rules/abuse-budgets';
import { CHECK_INBOX_MESSAGE } from '@sauti/core/use-cases/accounts/register';
import { VERIFY_MESSAGES } from '@sauti/core/use-cases/accounts/verify-email';
import { job } from '../jobs/job-fixtures.js';
import { TestClient } from '../testing/client.js';
import { mailedLink, outboxMails } from '../testing/outbox.js';
import { signUp, TEST_PASSWORD } from '../testing/sign-up.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const ADMIN_EMAIL = 'ops@sauti-hq.com';
let server: TestApp;
beforeAll(async () => {
  // Behind a trusted proxy, so each test can come from its own address (the per-address budget).
  server = await startTestApp({ PUBLIC_URL: 'https://hire.example.test', ADMIN_EMAIL, TRUST_PROXY: 'true' });
});
afterAll(() => server?.stop());

const details = (email: string) => ({
  email,
  password: TEST_PASSWORD,
  firstName: 'Amina',
  lastName: 'Otieno',
});
/** What the confirmation page sends: the link's token, the password chosen there, the names. */
const confirmation = (token: string, password = TEST_PASSWORD) => ({
  token,
  password,
  firstName: 'Amina',
  lastName: 'Otieno',
});
const from = (address: string) => {
  const client = new TestClient(server.url);
  const request = client.request.bind(client);
  client.request = (method, path, body, headers = {}) =>
    request(method, path, body, { 'x-forwarded-for': address, ...headers });
  return client;
};
const repos = () => server.app.get(STORAGE.Repositories);
const dataDir = () => server.app.get(TOKENS.Config).dataDir;
const verifyToken = async (email: string) =>
  (await mailedLink(dataDir(), email, '/verify-email')).searchParams.get('token')!;

describe('registration', () => {
  it('answers 202 "check your inbox" and creates no account, organisation or session (the takeover of issue 16)', async () => {
    const founder = await signUp(server, details('amina@acme-logistics.co.ke'));
    expect(founder.user).toMatchObject({ membership: 'member', isAdmin: false });
    const { id: acmeJobId } = (await founder.client.post('/api/jobs', job)).body as { id: string };

    const attacker = from('198.51.100.66');
    const res = await attacker.post('/api/register', details('attacker@acme-logistics.co.ke'));
    expect(res.status).toBe(202);
    expect(res.body).toEqual({ message: CHECK_INBOX_MESSAGE, mailDelivery: 'outbox' });
    expect(res.headers.getSetCookie()).toEqual([]);
    expect((await attacker.get('/api/user')).status).toBe(401);
    expect((await attacker.get('/api/jobs')).status).toBe(401);
    expect((await attacker.get(`/api/jobs/${acmeJobId}`)).status).toBe(401);
    expect(await repos().users.findByEmail('attacker@acme-logistics.co.ke')).toBeNull();
    const login = await attacker.post('/api/login', {
      email: 'attacker@acme-logistics.co.ke',
      password: TEST_PASSWORD,
    });
    expect(login.status).toBe(401); // a registration holds no password: nothing to sign in with
    expect(login.headers.getSetCookie().filter((c) => c.startsWith('sauti.sid='))).toEqual([]);
  });

  it('answers the same for an address that has an account, and mails it a notice instead of a link', async () => {
    const client = from('198.51.100.67');
    const existing = await client.post('/api/register', {
      ...details('amina@acme-logistics.co.ke'),
      password: 'takeover 1234',
    });
    const unknown = await client.post('/api/register', details('nobody-yet@umoja-retail.co.za'));
    expect(existing.status).toBe(unknown.status);
    expect(existing.body).toEqual(unknown.body);
    const notice = (await outboxMails(dataDir()))
      .filter((m) => m.to === 'amina@acme-logistics.co.ke')
      .at(-1)!;
    expect(notice.subject).toBe('You already have a Sauti account');
    const signIn = await new TestClient(server.url).post('/api/login', {
      email: 'amina@acme-logistics.co.ke',
      password: TEST_PASSWORD,
    });
    expect(signIn.status).toBe(200); // the password did not change
  });

  it('never makes an unconfirmed ADMIN_EMAIL, or the first account of a fresh install, the administrator', async () => {
    const fresh = await startTestApp();
    try {
      const first = await signUp(fresh, details('first@savanna-bank.co.za'));
      expect(first.user.isAdmin).toBe(false);
      expect((await first.client.get('/api/admin/users')).status).toBe(403);
    } finally {
      await fresh.stop();
    }
    const claim = from('198.51.100.68');
    expect((await claim.post('/api/register', details(ADMIN_EMAIL))).status).toBe(202);
    expect((await claim.get('/api/admin/users')).status).toBe(401);
    const ops = new TestClient(server.url);
    const verified = await ops.post('/api/verify-email', confirmation(await verifyToken(ADMIN_EMAIL)));
    expect(verified.body).toMatchObject({ email: ADMIN_EMAIL, isAdmin: true });
    expect((await ops.get('/api/admin/users')).status).toBe(200);
  });

  it('signs in on the link, records the sign-in, and answers a used or unknown link with 409', async () => {
    const client = from('198.51.100.69');
    await client.post('/api/register', details('kofi@tema-ports.com.gh'));
    const token = await verifyToken('kofi@tema-ports.com.gh');
    const verified = await client.post('/api/verify-email', confirmation(token));
    expect(verified.status).toBe(200);
    expect(verified.body.lastSignInAt).not.toBeNull();
    expect((await client.get('/api/user')).body.email).toBe('kofi@tema-ports.com.gh');
    const again = await new TestClient(server.url).post('/api/verify-email', confirmation(token));
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(VERIFY_MESSAGES.alreadyConfirmed);
    const unknown = await new TestClient(server.url).post('/api/verify-email', confirmation('x'.repeat(43)));
    expect(unknown.body).toEqual({ error: 'INVALID_STATE', message: VERIFY_MESSAGES.invalid });
    expect((await new TestClient(server.url).post('/api/verify-email', {})).status).toBe(400);
  });

  it('refuses personal providers, malformed domains and control characters in names with 400', async () => {
    const client = from('198.51.100.70');
    for (const email of ['someone@gmail.com', 'a@a.a.a.!', 'x@yahoo.co.za']) {
      const res = await client.post('/api/register', details(email));
      expect(res.status, email).toBe(400);
      expect(res.body.error, email).toBe('WORK_EMAIL_REQUIRED');
    }
    const named = await client.post('/api/register', {
      ...details('n@acme.io'),
      firstName: 'A\r\nReview: x',
    });
    expect(named.status).toBe(400);
    expect(await repos().organisations.findByDomain('a.a.a.!')).toBeNull();
  });

  it(`refuses registration ${BUDGETS.registrationsPerAddress.max + 1} from one address in an hour with 429 and Retry-After`, async () => {
    const client = from('2001:db8:77:1::1');
    for (let i = 0; i < BUDGETS.registrationsPerAddress.max; i++) {
      const sameNetwork = from(`2001:db8:77:1::${(i + 2).toString(16)}`);
      expect((await sameNetwork.post('/api/register', details(`flood${i}@flood-co.com`))).status).toBe(202);
    }
    const limited = await client.post('/api/register', details('one-more@flood-co.com'));
    expect(limited.status).toBe(429);
    expect(limited.body.message).toMatch(
      /^Too many sign-ups from your network\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(
      (await from('2001:db8:77:2::1').post('/api/register', details('next-net@flood-co.com'))).status,
    ).toBe(202);
  });

  it('turns a burst of confirmations away beyond the password hashes one process queues (429, Retry-After 10)', async () => {
    const burst = REGISTRATION_HASHES.atOnce + REGISTRATION_HASHES.waiting + 5;
    const tokens: string[] = [];
    for (let i = 0; i < burst; i++) {
      const email = `botnet${i}@botnet-co.com`;
      expect((await from(`192.0.2.${i + 1}`).post('/api/register', details(email))).status).toBe(202);
      tokens.push(await verifyToken(email));
    }
    const answers = await Promise.all(
      tokens.map((token, i) => from(`192.0.2.${i + 1}`).post('/api/verify-email', confirmation(token))),
    );
    const refused = answers.filter((a) => a.status === 429);
    // Every hash takes far longer than the burst takes to arrive, so the queue is full at once.
    expect(answers.filter((a) => a.status === 200).length).toBeGreaterThanOrEqual(
      REGISTRATION_HASHES.atOnce + REGISTRATION_HASHES.waiting,
    );
    expect(refused.length).toBeGreaterThan(0);
    for (const a of refused) {
      expect(a.body).toEqual({
        error: 'RATE_LIMITED',
        message: REGISTRATION_HASHES.message,
        retryAfterSeconds: 10,
      });
      expect(a.headers.get('retry-after')).toBe('10');
    }
    // A refused confirmation used nothing: the same link works once the burst is through.
    const index = answers.findIndex((a) => a.status === 429);
    expect((await from('192.0.2.200').post('/api/verify-email', confirmation(tokens[index]!))).status).toBe(
      200,
    );
  });
});

describe('account pre-hijacking (issue 28, finding 2)', () => {
  const victim = 'founder@savanna-logistics.co.ke';

  it('gives the account, and the new organisation, to whoever holds the mailbox, whoever registered last', async () => {
    const owner = from('198.51.100.80');
    expect((await owner.post('/api/register', details(victim))).status).toBe(202);
    const ownersLink = await verifyToken(victim);
    // The attacker registers the victim's address after the victim, with a password of their own.
    const attacker = from('203.0.113.80');
    const hijack = { ...details(victim), password: 'attacker knows this 1', firstName: 'Mallory' };
    expect((await attacker.post('/api/register', hijack)).status).toBe(202);
    const newest = await verifyToken(victim);
    expect(newest).not.toBe(ownersLink);

    // The victim opens the mail they had: it was replaced, and the page says so.
    const replaced = await owner.post('/api/verify-email/check', { token: ownersLink });
    expect(replaced.status).toBe(409);
    expect(replaced.body.message).toBe(VERIFY_MESSAGES.replaced);
    const mails = (await outboxMails(dataDir())).filter((m) => m.to === victim);
    expect(mails.at(-1)!.text).toContain('This link replaces the one we sent earlier');

    // The newest mail went to the victim's mailbox too: the victim chooses the password there.
    const checked = await owner.post('/api/verify-email/check', { token: newest });
    expect(checked.body).toEqual({ email: victim, firstName: 'Mallory', lastName: 'Otieno' });
    const confirmed = await owner.post('/api/verify-email', confirmation(newest, 'victim chose this 2'));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ email: victim, firstName: 'Amina', membership: 'member' });

    const signIn = (password: string) =>
      new TestClient(server.url).post('/api/login', { email: victim, password });
    expect((await signIn('attacker knows this 1')).status).toBe(401);
    expect((await signIn('victim chose this 2')).status).toBe(200);
  });

  it('tells the owner when the mail budget is spent instead of answering "check your inbox" in silence', async () => {
    const email = 'owner@kilimo-farms.co.ke';
    for (let i = 0; i < BUDGETS.registrationMailsPerAddress.max; i++) {
      expect((await from(`203.0.113.${90 + i}`).post('/api/register', details(email))).status).toBe(202);
    }
    const own = await from('198.51.100.90').post('/api/register', details(email));
    expect(own.status).toBe(429);
    expect(own.body.message).toMatch(
      /^We already sent several links to this address in the last hour\. Open the newest one \(it works for 24 hours\), or try again in \d+ minutes?\.$/,
    );
    expect(Number(own.headers.get('retry-after'))).toBeGreaterThan(0);
    // The newest link in the owner's inbox works, with the owner's password.
    const confirmed = await new TestClient(server.url).post(
      '/api/verify-email',
      confirmation(await verifyToken(email), 'owner password 3'),
    );
    expect(confirmed.status).toBe(200);
  });
});

describe('membership', () => {
  it('keeps a later colleague out until a member approves, and lets members invite', async () => {
    const founder = await signUp(server, details('wanjiru@tembo-freight.co.ke'));
    const waiting = await signUp(server, details('otieno@tembo-freight.co.ke'));
    expect(waiting.user).toMatchObject({ membership: 'pending', organisationId: null });
    for (const path of ['/api/jobs', '/api/dashboard-stats', '/api/organisation/members']) {
      const res = await waiting.client.get(path);
      expect(res.status, path).toBe(403);
    }
    const page = await founder.client.get('/api/organisation/members');
    expect(page.body.requests.map((r: { email: string }) => r.email)).toEqual(['otieno@tembo-freight.co.ke']);
    const outsider = await signUp(server, details('eve@rival-corp.co.ke'));
    const requestId = page.body.requests[0].id as string;
    expect((await outsider.client.post(`/api/organisation/requests/${requestId}/approve`)).status).toBe(404);
    expect((await founder.client.post(`/api/organisation/requests/${requestId}/approve`)).status).toBe(200);
    expect((await waiting.client.get('/api/jobs')).status).toBe(200);

    const invited = await founder.client.post('/api/organisation/invitations', {
      email: 'achieng@tembo-freight.co.ke',
    });
    expect(invited.status).toBe(201);
    const joined = await signUp(server, details('achieng@tembo-freight.co.ke'));
    expect(joined.user.membership).toBe('member');
    const foreign = await founder.client.post('/api/organisation/invitations', {
      email: 'spy@rival-corp.co.ke',
    });
    expect(foreign.status).toBe(400);
  });
});
