import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { BUDGET_MESSAGES } from '@sauti/core/use-cases/abuse/abuse-budgets';
import { BUDGETS } from '@sauti/core/rules/abuse-budgets';
import { createJob, signedIn } from '../jobs/job-fixtures.js';
import { startTestApp, type TestApp } from '../testing/test-app.js';
import { createUpload } from '../uploads/tus-fixtures.js';
import { CandidateBrowser, intake, pdfBytes, uploadAnswer, webmBytes } from './interview-fixtures.js';

let server: TestApp;
let jobId: string;
beforeAll(async () => {
  // Behind a trusted proxy, so each test's candidates come from addresses of their own.
  server = await startTestApp({ TRUST_PROXY: 'true' });
  const hr = await signedIn(server, 'amina@acme-logistics.co.ke');
  jobId = (await createJob(hr, { requireIdentityVerification: 'false' })).id;
});
afterAll(() => server?.stop());

const start = (address: string, cv?: Uint8Array) =>
  new CandidateBrowser(server.url).postForm(
    '/api/sessions',
    { ...intake, jobId },
    cv ? { cv: [cv, 'cv.pdf', 'application/pdf'] } : {},
    { 'x-forwarded-for': address },
  );

async function storedCvs(): Promise<number> {
  const folder = join(server.app.get(TOKENS.Config).dataDir, 'media', 'cv');
  return (await readdir(folder).catch(() => [] as string[])).length;
}

describe('interview starts from one address (issue 16, finding 4)', () => {
  it(`admits ${BUDGETS.sessionStartsPerAddress.max} starts with a CV, then refuses with 429 and Retry-After before the CV is stored`, async () => {
    const cv = pdfBytes(200_000);
    for (let i = 0; i < BUDGETS.sessionStartsPerAddress.max; i++)
      expect((await start('41.90.7.7', cv)).status).toBe(201);
    const before = await storedCvs();
    expect(before).toBeGreaterThanOrEqual(BUDGETS.sessionStartsPerAddress.max);
    const refused = await start('41.90.7.7', cv);
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ error: 'RATE_LIMITED' });
    expect(refused.body.message).toMatch(/^Too many interviews were started from your network just now\./);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedCvs()).toBe(before);
    expect((await start('41.90.7.8')).status).toBe(201); // the next address is not affected
  });

  it('counts IPv6 candidates per /64, so rotating the interface part gives no fresh budget', async () => {
    for (let i = 0; i < BUDGETS.sessionStartsPerAddress.max; i++)
      expect((await start(`2001:db8:5:6::${(i + 1).toString(16)}`)).status).toBe(201);
    expect((await start('2001:db8:5:6:ffff::1')).status).toBe(429);
    expect((await start('2001:db8:5:7::1')).status).toBe(201);
  });
});

/** An interview started from `headers`' address that has already stored all but 1 KiB of its budget (re-takes included). */
async function interviewNearItsByteBudget(headers: Record<string, string>) {
  const browser = new CandidateBrowser(server.url);
  const started = await browser.postForm('/api/sessions', { ...intake, jobId }, {}, headers);
  const sessionId = started.body.id as string;
  const session = await server.app
    .get(STORAGE.RequestScope)
    .run(() => server.app.get(STORAGE.Repositories).candidateSessions.findById(sessionId));
  await server.app
    .get(STORAGE.Repositories)
    .rateLimits.add(
      `budget:bytes:session:${sessionId}`,
      session!.startedAt,
      BUDGETS.storedKibPerSession.max - 1,
    );
  return { browser, sessionId };
}

describe('bytes stored per interview', () => {
  it('refuses an upload past the session’s budget with 413 and the message, storing nothing', async () => {
    const { browser, sessionId } = await interviewNearItsByteBudget({ 'x-forwarded-for': '41.90.8.8' });
    const refused = await uploadAnswer(browser, sessionId, 0, undefined, { 'x-forwarded-for': '41.90.8.8' });
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({ error: 'TOO_LARGE', message: BUDGET_MESSAGES.storedPerSession });
    expect((await browser.get(`/api/sessions/${sessionId}`)).body.answeredQuestionIndexes).toEqual([]);
  });
});

describe('a resumable upload spends the same byte budget', () => {
  it('refuses a tus upload past the session’s budget with 413 when it is announced, storing no answer', async () => {
    const headers = { 'x-forwarded-for': '41.90.8.9' };
    const { browser, sessionId } = await interviewNearItsByteBudget(headers);
    const audio = webmBytes(4_000);
    const created = await createUpload(
      browser,
      audio.length,
      { kind: 'answer', sessionId, questionIndex: '0' },
      headers,
    );
    // Charged when announced (issue 28): refused before a byte is sent.
    expect(created.status).toBe(413);
    expect(created.body).toEqual({ error: 'TOO_LARGE', message: BUDGET_MESSAGES.storedPerSession });
    expect((await browser.get(`/api/sessions/${sessionId}`)).body.answeredQuestionIndexes).toEqual([]);
  });
});

describe('immediate transcriptions per address', () => {
  it('gives a fresh session no fresh quota: once the address has used its hour, 429 with Retry-After', async () => {
    const hour = new Date(Math.floor(Date.now() / 3_600_000) * 3_600_000);
    await server.app
      .get(STORAGE.Repositories)
      .rateLimits.add('budget:transcribe:address:41.90.9.9', hour, BUDGETS.transcriptionsPerAddress.max);
    const browser = new CandidateBrowser(server.url);
    const headers = { 'x-forwarded-for': '41.90.9.9' };
    const started = await browser.postForm('/api/sessions', { ...intake, jobId }, {}, headers);
    const refused = await browser.postForm(
      '/api/transcribe',
      { sessionId: started.body.id },
      { audio: [webmBytes(), 'take.webm', 'audio/webm'] },
      headers,
    );
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(
      /^Too many transcription requests from your network just now\. Please try again in \d+ minutes?\.$/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
