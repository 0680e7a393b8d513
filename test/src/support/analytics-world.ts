import { randomUUID } from 'node:crypto';
import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { CandidateBrowser, webmBytes } from '@sauti/http/sessions/interview-fixtures';
import { signUp } from '@sauti/http/testing/sign-up';
import { startTestApp, type TestApp } from '@sauti/http/testing/test-app';
import { TIME_ZONE } from './analytics-page.js';
import { launchChromium } from './chromium.js';
import { ensureWebBuilt } from './web-build.js';

/** The password of every account of the analytics suite. */
export const PASSWORD = 'umoja ni nguvu 2026';
/** The administrator (the test app's ADMIN_EMAIL). */
export const ADMIN = { email: 'ops@sauti-hq.com', firstName: 'Ada', lastName: 'Mensah' };
/** The HR user who owns the job. */
export const HR = { email: 'neema@kilele-foods.co.tz', firstName: 'Neema', lastName: 'Mushi' };
/** Title of the HR user's job. */
export const JOB_TITLE = 'Warehouse Dispatcher';
/** Where two of the three candidates came from. */
export const REFERRER = 'https://www.linkedin.com/jobs/view/4242';

/**
 * Known data, through the public API except the AI score: the administrator, an HR user with one
 * active job and three candidate sessions (two referred by LinkedIn, one of them completed,
 * evaluated and hired; one direct).
 */
export async function buildAnalyticsData(server: TestApp): Promise<void> {
  const register = async (who: typeof HR) => {
    const { client } = await signUp(server, { ...who, password: PASSWORD });
    return client;
  };
  await register(ADMIN);
  const hr = await register(HR);
  // A fresh sign-in records lastSignInAt, so the HR user is Active in the directory.
  expect((await hr.post('/api/login', { email: HR.email, password: PASSWORD })).status).toBe(200);
  const job = await hr.post('/api/jobs', {
    title: JOB_TITLE,
    description: 'Plan the day’s deliveries from our Arusha warehouse.',
    questions: ['Tell us about a delivery that went wrong and what you did.'],
    requireIdentityVerification: 'false',
    status: 'active',
  });
  expect(job.status).toBe(201);

  const start = async (candidateName: string, referrerUrl: string | null) => {
    const candidate = new CandidateBrowser(server.url);
    const started = await candidate.postForm('/api/sessions', {
      jobId: job.body.id,
      candidateName,
      candidatePhone: '+255 712 345 678',
      candidateEmail: `${candidateName.split(' ')[0]!.toLowerCase()}@example.com`,
      consent: 'true',
      ...(referrerUrl === null ? {} : { referrerUrl }),
    });
    expect(started.status).toBe(201);
    return { candidate, id: started.body.id as string };
  };
  const done = await start('Zawadi Njeri', REFERRER);
  const answer = await done.candidate.postForm(
    '/api/responses',
    { sessionId: done.id, questionIndex: '0', questionText: 'Tell us about a delivery.' },
    { audio: [webmBytes(), 'answer.webm', 'audio/webm'] },
  );
  expect(answer.status).toBe(201);
  const completed = await done.candidate.json('PATCH', `/api/sessions/${done.id}`, { status: 'completed' });
  expect(completed.status).toBe(200);
  await start('Baraka Otieno', REFERRER);
  await start('Imani Said', null);

  // The AI's score is stored directly (no evaluation worker runs here); the HR decision goes
  // through the review API, so AI Learning has one evaluated, hired candidate.
  await server.app.get(STORAGE.Repositories).evaluations.add({
    id: randomUUID(),
    sessionId: done.id,
    overallScore: 84,
    strengths: null,
    weaknesses: null,
    recommendation: null,
    detailedAnalysis: null,
    pillarScores: null,
    evaluatedAt: new Date(),
  });
  const hired = await hr.request('PUT', `/api/candidate-sessions/${done.id}/hiring-outcome`, {
    hiringOutcome: 'hired',
  });
  expect(hired.status).toBe(200);
}

/**
 * Registers the suite's hooks: the test app (administrator ADMIN) with the known data and
 * Chromium before all tests, and a check after each test that no page threw. Does nothing when
 * `run` is false (no Chromium).
 */
export function useAnalyticsWorld(run: boolean) {
  let server: TestApp;
  let browser: Browser;
  const pageErrors: string[] = [];

  beforeAll(async () => {
    if (!run) return;
    server = await startTestApp({ ADMIN_EMAIL: ADMIN.email }, { webDistDir: ensureWebBuilt() });
    await buildAnalyticsData(server);
    browser = await launchChromium();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  });
  // An uncaught error blanks the page: fail on it by name instead of on a later timeout.
  afterEach(() => {
    const errors = pageErrors.splice(0);
    expect(errors).toEqual([]);
  });

  return {
    /** A fresh browser context signed in through the API (the context shares its cookies). */
    async signedInPage(email: string): Promise<Page> {
      const context = await browser.newContext({ baseURL: server.url, timezoneId: TIME_ZONE });
      const page = await context.newPage();
      page.on('pageerror', (error) => pageErrors.push(error.message));
      const login = await page.request.post('/api/login', { data: { email, password: PASSWORD } });
      expect(login.status()).toBe(200);
      return page;
    },
  };
}
