import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE } from '@sauti/adapters/container/queue-module';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { startAfricasTalkingServer } from '@sauti/adapters/testing/wire/africastalking-server';
import { startTwilioServer } from '@sauti/adapters/testing/wire/twilio-server';
import {
  ALREADY_INVITED_MESSAGE,
  INVITATION_CONTACT_MESSAGES,
} from '@sauti/core/rules/candidate-invitations';
import { createJob, signedIn } from '../jobs/job-fixtures.js';
import { CandidateBrowser, intake } from '../sessions/interview-fixtures.js';
import type { TestClient } from '../testing/client.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';

const DAY = 86_400_000;
const ORIGIN = 'https://hire.example.test';

/** A phone provider's SMS API as a local server, and the texts it received as (to, text). */
interface SmsProvider {
  env: Record<string, string>;
  texts(): Array<{ to: string; text: string }>;
  close(): Promise<void>;
}

async function twilio(): Promise<SmsProvider> {
  const fake = await startTwilioServer({ accountSid: `AC${'2'.repeat(32)}`, authToken: 'sms-auth-token' });
  return {
    env: {
      PHONE_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: fake.accountSid,
      TWILIO_AUTH_TOKEN: fake.authToken,
      TWILIO_API_URL: fake.origin,
    },
    texts: () => fake.messages().map((m) => ({ to: m.to, text: m.body })),
    close: () => fake.close(),
  };
}

async function africasTalking(): Promise<SmsProvider> {
  const fake = await startAfricasTalkingServer();
  return {
    env: {
      PHONE_PROVIDER: 'africastalking',
      AT_USERNAME: fake.username,
      AT_API_KEY: fake.apiKey,
      AT_VOICE_URL: fake.origin,
      AT_API_URL: fake.origin,
    },
    texts: () => fake.messages().map((m) => ({ to: m.to, text: m.message })),
    close: () => fake.close(),
  };
}

describe.each([
  ['Twilio', twilio],
  ["Africa's Talking", africasTalking],
])('SMS invitations through %s (docs/behaviour/interview.md §15)', (_name, startProvider) => {
  let provider: SmsProvider;
  let server: TestApp;
  let hr: TestClient;
  let jobId: string;
  const path = () => `/api/jobs/${jobId}/candidate-invitations`;

  beforeAll(async () => {
    provider = await startProvider();
    server = await startTestApp({
      PUBLIC_URL: ORIGIN,
      PHONE_NUMBER: '+254207654321',
      PHONE_NUMBER_SECRET: 'number-secret-0123456789abcdef',
      INVITATION_REMINDER_DAYS: '2',
      ...provider.env,
    });
    hr = await signedIn(server, 'amina@acme-logistics.co.ke');
    jobId = (await createJob(hr, { requireIdentityVerification: 'false' })).id;
  }, 60_000);
  afterAll(async () => {
    await server?.stop();
    await provider?.close();
  });

  it('texts a phone-only row its personal link, once, and the candidate starts from it', async () => {
    const row = { name: 'Chidi Okafor', phone: '+254 733 000111' };
    const res = await hr.post(path(), { candidates: [row, { name: 'No Code', phone: '0733 000 222' }] });
    expect(res.status).toBe(200);
    expect(res.body.problems.slice(0, 1), JSON.stringify(res.body)).toEqual([
      { row: 2, field: 'phone', message: INVITATION_CONTACT_MESSAGES.countryCode },
    ]);
    expect(res.body.invited).toEqual([
      { row: 1, email: null, phone: '+254733000111', channel: 'sms', invitationId: expect.any(String) },
    ]);
    expect(res.body.problems).toEqual([
      { row: 2, field: 'phone', message: INVITATION_CONTACT_MESSAGES.countryCode },
    ]);
    const texts = provider.texts().filter((t) => t.to === '+254733000111');
    expect(texts).toHaveLength(1);
    expect(texts[0]!.text).toContain('invites you to a voice interview for Customer Support Agent');
    const link = new URL(/https:\/\/hire\.example\.test\/interview\/\S+/.exec(texts[0]!.text)![0]);
    expect(link.pathname).toBe(`/interview/${jobId}`);

    // The same row again (a second import of the list) is reported and texts nothing.
    const again = await hr.post(path(), { candidates: [{ ...row, phone: '+254733000111' }] });
    expect(again.body.problems).toEqual([{ row: 1, field: 'phone', message: ALREADY_INVITED_MESSAGE }]);
    expect(provider.texts().filter((t) => t.to === '+254733000111')).toHaveLength(1);

    // HR's list names the number and the channel.
    const list = await hr.get(path());
    expect(list.body.invitations).toContainEqual(
      expect.objectContaining({ name: 'Chidi Okafor', email: null, phone: '+254733000111', channel: 'sms' }),
    );

    // The candidate opens the link from the SMS: the same admission as a mailed link.
    const token = link.searchParams.get('invite')!;
    const visitor = new CandidateBrowser(server.url);
    const opened = await visitor.json('POST', '/api/public/candidate-invitations/open', { token });
    expect(opened.body).toEqual({ jobId, name: 'Chidi Okafor', email: '', phone: '+254733000111' });
    const started = await visitor.postForm('/api/sessions', {
      ...intake,
      jobId,
      candidateName: opened.body.name,
      candidatePhone: opened.body.phone,
      invitation: token,
    });
    expect(started.status).toBe(201);
    const repository = server.app.get(STORAGE.Repositories).candidateInvitations;
    expect(await repository.findBySessionId(started.body.id)).toMatchObject({
      phone: '+254733000111',
      openedAt: expect.any(Date),
    });
  });

  it('reminds a phone-only candidate by SMS with a new link, and another organisation sees nothing', async () => {
    const res = await hr.post(path(), { candidates: [{ name: 'Slow Texter', phone: '+254 733 000333' }] });
    const [slow] = res.body.invited as Array<{ invitationId: string }>;
    const repository = server.app.get(STORAGE.Repositories).candidateInvitations;
    await repository.update(slow!.invitationId, { lastSentAt: new Date(Date.now() - 2 * DAY - 60_000) });

    const stranger = new CandidateBrowser(server.url);
    expect((await stranger.get(path())).status).toBe(401);
    const outsider = await signedIn(server, 'eve@other-company.co.ke');
    expect((await outsider.get(path())).status).toBe(404);
    expect(JSON.stringify((await outsider.get(path())).body)).not.toContain('733000333');
    expect((await outsider.post(`/api/candidate-invitations/${slow!.invitationId}/resend`, {})).status).toBe(
      404,
    );

    await server.app.get(QUEUE.Workers).start({ queues: ['evaluate'], resweepIntervalMs: 0 });
    const texts = provider.texts().filter((t) => t.to === '+254733000333');
    expect(texts).toHaveLength(2);
    expect(texts[1]!.text).toMatch(/^Reminder: /);
    const first = /invite=(\S+)/.exec(texts[0]!.text)![1]!;
    const second = /invite=(\S+)/.exec(texts[1]!.text)![1]!;
    expect(second).not.toBe(first);
  });

  it('imports a CSV of names and numbers only ("name,phone") and texts each', async () => {
    const csv = 'Name,Mobile Number\r\nAsha Wambui,+254 733 000444\r\nBaraka Kip,+255 754 000555\r\n';
    const res = await hr.post(`${path()}/csv`, { csv });
    expect(res.status).toBe(200);
    expect(res.body.counts).toEqual({ rows: 2, invited: 2, reported: 0 });
    expect(provider.texts().map((t) => t.to)).toEqual(
      expect.arrayContaining(['+254733000444', '+255754000555']),
    );
  });
});
