import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { parseEml } from '@sauti/adapters/mail/testing/parse-eml';
import type { TestClient } from '../testing/client.js';
import type { TestApp } from '../testing/test-app.js';
import { startSeededPlatform } from './analytics-platform.fixtures.js';

let server: TestApp;
let admin: TestClient;
let ids: Record<string, string>;

beforeAll(async () => {
  ({ server, admin, ids } = await startSeededPlatform());
});
afterAll(() => server?.stop());

/** The outbox mails to `to` (not the sign-up's confirmation), with subject and decoded parts. */
async function mailsTo(to: string) {
  const outbox = join(server.app.get(TOKENS.Config).dataDir, 'outbox');
  const mails = [];
  for (const file of await readdir(outbox).catch(() => [] as string[])) {
    const mail = parseEml(await readFile(join(outbox, file), 'utf8'));
    if (mail.headers.get('to') !== to) continue;
    if (mail.headers.get('subject') === 'Confirm your email address for Sauti') continue;
    const part = (type: string) => mail.parts.find((p) => p.contentType === type)?.body ?? '';
    mails.push({
      subject: mail.headers.get('subject') ?? '',
      text: part('text/plain'),
      html: part('text/html'),
    });
  }
  return mails;
}

describe('POST /api/test-email-notification', () => {
  it('writes the sample (82%) to the outbox and says truthfully that SMTP_URL is not set', async () => {
    const res = await admin.post('/api/test-email-notification');
    expect(res.status).toBe(200);
    expect(res.body.success).toBe(false);
    expect(res.body.message).toContain('SMTP_URL');
    expect(res.body.message).toContain('not sent');
    const [mail, ...more] = await mailsTo('boss@sauti-hq.com');
    expect(more).toEqual([]);
    expect(mail!.subject).toContain('[Test]');
    for (const body of [mail!.text, mail!.html]) {
      expect(body).toContain('Sample Candidate');
      expect(body).toContain('82%');
    }
    expect(mail!.html).toContain('<table>');
    expect(mail!.text).toContain('Hello Kofi,');
  });
});

describe('POST /api/admin/send-candidate-notifications', () => {
  it('sends one digest per HR user with candidates completed in the last 7 days', async () => {
    const res = await admin.post('/api/admin/send-candidate-notifications');
    expect(res.status).toBe(200);
    expect(res.body.emailsSent).toBe(2);
    expect(res.body.message).toContain('SMTP_URL');

    const review = (jobId: string, sessionId: string) =>
      `https://hire.sauti.example/jobs/${jobId}/candidates/${sessionId}`;
    const [amani, ...moreAmani] = await mailsTo('amani@kijiji.co.ke');
    expect(moreAmani).toEqual([]);
    expect(amani!.subject).toBe('3 new candidates completed an interview on Sauti');
    for (const body of [amani!.text, amani!.html]) {
      expect(body).toContain('Baraka');
      expect(body).toContain('90%');
      expect(body).toContain('Chidi');
      expect(body).toContain('50%');
      expect(body).toContain('Imani');
      expect(body).toContain('Not evaluated yet');
      expect(body).toContain(review(ids.j2!, ids.s11!));
      expect(body).toContain(review(ids.j1!, ids.s3!));
      // Amina (10 days) and Jabari (9 days) completed before the window.
      expect(body).not.toContain('Amina');
      expect(body).not.toContain('Jabari');
    }
    expect(amani!.text).toContain(`- Baraka, Sales Lead: score 90%\n  Review: ${review(ids.j1!, ids.s2!)}`);

    const [dalia] = await mailsTo('dalia@kijiji.co.ke');
    expect(dalia!.text.indexOf('Gift')).toBeLessThan(dalia!.text.indexOf('Hawa'));
    expect(dalia!.text.indexOf('Hawa')).toBeLessThan(dalia!.text.indexOf('Esi'));
    for (const score of ['70%', '40%', '75%']) expect(dalia!.html).toContain(score);
    expect(dalia!.html).toContain(`href="${review(ids.j3!, ids.s5!)}"`);
    expect(await mailsTo('hr@umoja-retail.co.za')).toEqual([]);
  });
});
