import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QUEUE } from '@sauti/adapters/container/queue-module';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { IDENTITY_MESSAGES } from '@sauti/core/rules/identity-check';
import { NOT_RECOGNISED_MESSAGE, VERY_CLOSE_HINT } from '@sauti/core/rules/verification-phrase';
import { TestClient } from '@sauti/http/testing/client';
import { signUp } from '@sauti/http/testing/sign-up';
import { startTestApp, type TestApp } from '@sauti/http/testing/test-app';
import { chromiumAvailable, launchChromium } from '../support/chromium.js';
import { microphoneLoop, type MicrophoneLoop } from '../support/fake-microphone.js';
import { IdentityCheckPage, watchMicrophone, type CheckOutcome } from '../support/identity-check-page.js';
import { ensureWebBuilt } from '../support/web-build.js';

/** What the fake microphone says in the wrong-phrase test: no session phrase sounds like it. */
const WRONG_PHRASE = 'the weather is nice and we like to walk by the lake';
/**
 * flite → Chromium → Opus → pocketsphinx hears a phrase exactly ~80% of the time on a quiet
 * machine, less under CI's load (one CI run missed three phrases in a row), and the same audio
 * gives the same transcript, so a miss is retried with a new session (a new phrase). A pass
 * usually takes one session; the extra ones cost time only when phrases are missed.
 */
const SESSIONS_FOR_A_PASS = 6;
/** The passing test stops starting new attempts after this long. */
const PASS_BUDGET_MS = 250_000;
const PASS_TIMEOUT_MS = 300_000;
/** Time one more session needs (two browsers, intake, countdown, recording, check). */
const SESSION_MS = 40_000;
const RETAKE_MS = 35_000;

const run = chromiumAvailable();
let server: TestApp;
let plainBrowser: Browser;
let jobId: string;

beforeAll(async () => {
  if (!run) return;
  server = await startTestApp({ STT_PROVIDER: 'pocketsphinx' }, { webDistDir: ensureWebBuilt() });
  const hr = new TestClient(server.url);
  await signUp(
    server,
    { email: 'hr@kilima-freight.co.tz', password: 'recruit well 1', firstName: 'H', lastName: 'R' },
    hr,
  );
  const job = await hr.post('/api/jobs', {
    title: 'Warehouse Supervisor',
    description: 'Supervise the Dar es Salaam warehouse team.',
    questions: ['Tell us about yourself.'],
    status: 'active',
    requireIdentityVerification: 'true',
  });
  expect(job.status).toBe(201);
  jobId = job.body.id;
  // As a server that has been up for a minute: `npm start` builds the recogniser's general model
  // in the background at start (main.ts), and a check made before it is ready times out at 12 s.
  await server.app.warmUp();
  // The phrase check runs on the durable queue, like in the server with WORKERS=on.
  await server.app.get(QUEUE.Workers).start({ queues: ['phrase-check'] });
  plainBrowser = await launchChromium();
});
afterAll(async () => {
  await plainBrowser?.close();
  await server?.app.get(QUEUE.Workers).stop(5_000);
  await server?.stop();
});

/** Chromium whose fake camera shows the test pattern and whose fake microphone plays `mic`. */
function fakeMediaBrowser(mic: MicrophoneLoop): Promise<Browser> {
  return launchChromium([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${mic.path}`,
    '--autoplay-policy=no-user-gesture-required',
  ]);
}

async function mediaContext(
  browser: Browser,
  storageState?: Awaited<ReturnType<BrowserContext['storageState']>>,
) {
  const context = await browser.newContext({
    baseURL: server.url,
    permissions: ['microphone', 'camera'],
    ...(storageState ? { storageState } : {}),
  });
  await watchMicrophone(context);
  return context;
}

/** Intake → Start Interview → the server's 409 VERIFICATION_REQUIRED → the verification stage. */
async function intakeToVerification(page: Page, email: string) {
  await page.goto(`/interview/${jobId}`);
  await page.getByLabel('Full name').fill('Baraka Mwita');
  await page.getByLabel('Phone number').fill('+255 754 321 987');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Start Interview' }).click();
  await page.getByRole('heading', { name: 'Identity verification' }).waitFor();
}

/** The one session of `email`, read from the database. */
function sessionOf(email: string) {
  return server.app.get(STORAGE.RequestScope).run(async () => {
    const sessions = (await server.app.get(STORAGE.Repositories).candidateSessions.listByJob(jobId)).filter(
      (s) => s.candidateEmail === email,
    );
    expect(sessions).toHaveLength(1);
    return sessions[0]!;
  });
}

/**
 * One session: the phrase is read in a first context (its storage state saved), then a second
 * Chromium whose microphone speaks that phrase resumes the interview and records it, retaking
 * once after a non-match when the budget allows. Returns how it ended.
 */
async function verifySpeakingThePhrase(email: string, deadline: number) {
  const first = await plainBrowser.newContext({ baseURL: server.url });
  const intakePage = await first.newPage();
  await intakeToVerification(intakePage, email);
  const phrase = (await intakePage.locator('[aria-label="Phrase to read"]').first().textContent()) ?? '';
  expect(phrase.split(' ').length).toBeGreaterThanOrEqual(4);
  const saved = await first.storageState();
  await first.close();

  const mic = await microphoneLoop(phrase);
  const browser = await fakeMediaBrowser(mic);
  const hints: string[] = [];
  try {
    const page = await (await mediaContext(browser, saved)).newPage();
    await page.goto(`/interview/${jobId}`);
    const check = new IdentityCheckPage(page, mic);
    await check.phrase().filter({ hasText: phrase }).waitFor();
    await check.firstTake();
    let outcome: CheckOutcome = await check.submit();
    for (let retakes = 0; outcome === 'retake' && retakes < 1; retakes++) {
      hints.push((await check.alert().textContent()) ?? '');
      expect(await page.getByText('2 attempts left.').count()).toBe(1);
      if (Date.now() + RETAKE_MS > deadline) break;
      await check.retake();
      outcome = await check.submit();
    }
    if (outcome === 'retake') hints.push((await check.alert().textContent()) ?? '');
    const session = await sessionOf(email);
    console.info(`identity check: "${phrase}" heard as "${session.phraseTranscript}" → ${outcome}`);
    return { outcome, phrase, hints, heard: session.phraseTranscript };
  } finally {
    await browser.close();
  }
}

describe.skipIf(!run)('the identity check in Chromium with a fake camera and microphone', () => {
  it(
    'passes a candidate reading the phrase and continues to the voice warm-up',
    async () => {
      const deadline = Date.now() + PASS_BUDGET_MS;
      const misses: string[] = [];
      for (let attempt = 1; attempt <= SESSIONS_FOR_A_PASS; attempt++) {
        const email = `baraka.${attempt}@example.org`;
        const result = await verifySpeakingThePhrase(email, deadline);
        // A non-match always shows one of the spec's hints (docs/behaviour/interview.md §5.5, §8).
        for (const hint of result.hints)
          expect([NOT_RECOGNISED_MESSAGE, VERY_CLOSE_HINT].some((h) => hint.includes(h))).toBe(true);
        if (result.outcome === 'enrollment') {
          const session = await sessionOf(email);
          expect(session.verificationFilePath).toBeTruthy();
          expect(session.verificationType).toBe('video');
          expect(session.verificationStatus).toBe('passed');
          expect(session.phraseMatchExact).toBe(true);
          return;
        }
        expect(result.outcome, `session ${attempt} ended in '${result.outcome}'`).toBe('retake');
        misses.push(`"${result.phrase}" heard as "${result.heard}"`);
        console.info(`identity check: no exact match in session ${attempt}: ${misses.at(-1)}`);
        if (Date.now() + SESSION_MS > deadline) break;
      }
      expect.fail(`no session passed: ${misses.join(' | ')}`);
    },
    PASS_TIMEOUT_MS,
  );

  it('gives the retake hint and attempt count for a wrong phrase, then help after 3 attempts', async () => {
    const email = 'wrong.phrase@example.org';
    const mic = await microphoneLoop(WRONG_PHRASE);
    const browser = await fakeMediaBrowser(mic);
    try {
      const page = await (await mediaContext(browser)).newPage();
      await intakeToVerification(page, email);
      const check = new IdentityCheckPage(page, mic);
      await check.firstTake();
      for (const left of ['2 attempts left.', '1 attempt left.']) {
        expect(await check.submit()).toBe('retake');
        expect(await check.alert().textContent()).toContain(NOT_RECOGNISED_MESSAGE);
        await page.getByText(left).waitFor();
        await check.retake();
      }
      expect(await check.submit()).toBe('help');
      await page.getByRole('heading', { name: IDENTITY_MESSAGES.helpNeeded }).waitFor();
      const session = await sessionOf(email);
      const href = await page.getByRole('link', { name: 'Contact Support' }).getAttribute('href');
      expect(href).toMatch(/^mailto:/);
      expect(decodeURIComponent(href ?? '')).toContain(session.id);
      expect(session.verificationFilePath).toBeTruthy();
      expect(session.verificationStatus).toBe('pending');
      expect(session.phraseMatchExact).toBe(false);
      console.info(`identity check: the wrong phrase was heard as "${session.phraseTranscript}"`);
    } finally {
      await browser.close();
    }
  });
});
