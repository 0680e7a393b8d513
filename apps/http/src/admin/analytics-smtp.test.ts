import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEml } from '@sauti/adapters/mail/testing/parse-eml';
import type { TestClient } from '../testing/client.js';
import { trustedAccount } from '../testing/sign-up.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { AnalyticsSeeder } from './analytics-fixtures.js';

const received: { to: string[]; raw: string }[] = [];
let smtp: SMTPServer;
let server: TestApp;
let admin: TestClient;

/** Sessions per referring domain: ten domains, so only the eight busiest are top sources. */
const VISITS: [string, number][] = [
  ['https://www.alpha.example/a', 1],
  ['https://beta.example/', 6],
  ['https://gamma.example/', 2],
  ['https://delta.example/', 4],
  ['https://epsilon.example/', 4],
  ['https://zeta.example/', 3],
  ['https://eta.example/', 5],
  ['https://theta.example/', 2],
  ['https://iota.example/', 1],
  ['https://kappa.example/', 7],
];

beforeAll(async () => {
  smtp = new SMTPServer({
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const port = (smtp.server.address() as AddressInfo).port;
  server = await startTestApp({ ADMIN_EMAIL: 'boss@sauti-hq.com', SMTP_URL: `smtp://127.0.0.1:${port}` });
  // SMTP delivers to the test server here, so the admin is made the CLI's way, not by mail.
  admin = (
    await trustedAccount(server, {
      email: 'boss@sauti-hq.com',
      password: 'admin pass 123',
      firstName: 'Kofi',
      lastName: 'Mensah',
    })
  ).client;

  const seeder = new AnalyticsSeeder(server.app, Date.now());
  const owner = await seeder.user(
    await seeder.organisation('kijiji.co.ke'),
    'amani@kijiji.co.ke',
    24 * 30,
    1,
  );
  const job = await seeder.job(owner, 'Sales Lead', 2, 'active', 24 * 20);
  let hour = 2;
  for (const [url, visits] of VISITS) {
    for (let i = 0; i < visits; i++) {
      // Every other visit completes, 10 minutes in.
      await seeder.session(job, (hour += 1), i % 2 === 0 ? 10 : null, {
        referrerUrl: url,
        candidateName: `Visitor ${hour}`,
      });
    }
  }
});
afterAll(async () => {
  await server?.stop();
  await new Promise<void>((resolve) => (smtp ? smtp.close(() => resolve()) : resolve()));
});

describe('referrer ranking', () => {
  it('keeps the 8 busiest domains, most sessions first, ties alphabetical', async () => {
    const res = await admin.get('/api/admin/referrers');
    expect(res.body.totalSessions).toBe(35);
    expect(res.body.directTraffic).toBe(0);
    expect(res.body.topSources.map((s: { domain: string; count: number }) => [s.domain, s.count])).toEqual([
      ['kappa.example', 7],
      ['beta.example', 6],
      ['eta.example', 5],
      ['delta.example', 4],
      ['epsilon.example', 4],
      ['zeta.example', 3],
      ['gamma.example', 2],
      ['theta.example', 2],
    ]);
    // Every other visit completed (20 in all). kappa: visits 0, 2, 4, 6 complete → 4 of 7 = 57%; 7 of 35 sessions = 20%.
    expect(res.body.topSources[0]).toMatchObject({ completed: 4, completionRate: 57, percentage: 20 });
    expect(res.body.referrerSources).toHaveLength(10);
    expect(res.body.referrerSources.at(-1)).toMatchObject({
      domain: 'alpha.example',
      fullUrl: 'https://www.alpha.example/a',
      count: 1,
    });
  });
});

describe('mail over SMTP', () => {
  it('reports the test email as sent when SMTP accepted it', async () => {
    const res = await admin.post('/api/test-email-notification');
    expect(res.body).toEqual({ success: true, message: 'Test email sent to boss@sauti-hq.com.' });
    const mail = received.find((m) => m.to.includes('boss@sauti-hq.com'))!;
    const parts = parseEml(mail.raw).parts;
    expect(parts.map((p) => p.contentType).sort()).toEqual(['text/html', 'text/plain']);
    for (const part of parts) expect(part.body).toContain('82%');
  });

  it('sends the digest without an outbox warning', async () => {
    const res = await admin.post('/api/admin/send-candidate-notifications');
    expect(res.body).toEqual({ emailsSent: 1 });
    const digest = received.find((m) => m.to.includes('amani@kijiji.co.ke'))!;
    const text = parseEml(digest.raw).parts.find((p) => p.contentType === 'text/plain')!.body;
    expect(text).toContain('20 candidates completed a voice interview');
  });

  it('says the test email could not be sent when the SMTP server is gone', async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
    const res = await admin.post('/api/test-email-notification');
    expect(res.body.success).toBe(false);
    expect(res.body.message).toMatch(/^The test email to boss@sauti-hq.com could not be sent: /);
  });
});
