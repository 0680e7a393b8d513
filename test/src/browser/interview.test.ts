import { appendFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { INTERVIEW } from '@sauti/adapters/container/interview-module';
import { QUEUE } from '@sauti/adapters/container/queue-module';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { defaultCriteriaConfig } from '@sauti/core/rules/criteria';
import { overallScore } from '@sauti/core/rules/scoring';
import { TestClient } from '@sauti/http/testing/client';
import { signUp } from '@sauti/http/testing/sign-up';
import { startTestApp, type TestApp } from '@sauti/http/testing/test-app';
import { speechFile } from '@sauti/adapters/testing/speech/generate';
import { chromiumAvailable, launchChromium } from '../support/chromium.js';
import { screenshot } from '../support/hr-session.js';
import { TRACK_PLAYED_MEDIA } from '../support/review-browser.js';
import { copyOfWebBuild } from '../support/web-build.js';

/** What the fake microphone says, looping, for every answer. */
export const SPOKEN_ANSWER = 'I have five years of experience in logistics and customer service';
const QUESTIONS = [
  'Tell us about yourself.',
  'Why do you want this role?',
  'Describe a hard problem you solved.',
];

const run = chromiumAvailable();
let server: TestApp;
let browser: Browser;
/** This file's own copy of the web build: one test publishes a new version of the interview in it. */
let web: Awaited<ReturnType<typeof copyOfWebBuild>>;
let jobId: string;
/** The HR user who owns the job: reads the results through the review calls. */
let hr: TestClient;
const HR_LOGIN = { email: 'hr@pamoja-logistics.co.tz', password: 'recruit well 1' };

beforeAll(async () => {
  if (!run) return;
  web = await copyOfWebBuild();
  // Offline speech both ways: flite speaks the questions, pocketsphinx transcribes the answers.
  server = await startTestApp(
    { TTS_PROVIDER: 'offline', STT_PROVIDER: 'pocketsphinx' },
    { webDistDir: web.dir },
  );
  await server.app.get(QUEUE.Workers).start();
  hr = new TestClient(server.url);
  await signUp(server, { ...HR_LOGIN, firstName: 'H', lastName: 'R' }, hr);
  const job = await hr.post('/api/jobs', {
    title: 'Logistics Coordinator',
    description: 'Coordinate deliveries across East Africa.',
    questions: QUESTIONS,
    status: 'active',
  });
  expect(job.status).toBe(201);
  jobId = job.body.id;
  const wav = await speechFile(SPOKEN_ANSWER, { format: 'wav' });
  browser = await launchChromium([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${wav}`,
    '--autoplay-policy=no-user-gesture-required',
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.app.get(QUEUE.Workers).stop(5_000);
  await server?.stop();
  await web?.remove();
});

async function candidatePage(): Promise<{ context: BrowserContext; page: Page; audioServed: () => number }> {
  const context = await browser.newContext({ baseURL: server.url, permissions: ['microphone'] });
  const page = await context.newPage();
  let served = 0;
  page.on('response', (r) => {
    if (r.url().endsWith('/api/generate-question-audio-stream') && r.status() === 200) served++;
  });
  return { context, page, audioServed: () => served };
}

async function intake(page: Page, email: string) {
  await page.goto(`/interview/${jobId}`);
  await page.getByLabel('Full name').fill('Neema Mushi');
  await page.getByLabel('Phone number').fill('+255 712 345 678');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Start Interview' }).click();
}

/** Records `seconds` of the fake microphone and continues. */
async function recordAndContinue(page: Page, continueName: string, seconds = 3) {
  await page.getByRole('button', { name: 'Start recording' }).click();
  await page.getByRole('button', { name: 'Stop recording' }).waitFor();
  await page.waitForTimeout(seconds * 1000); // the fake microphone speaks in real time
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await page.getByRole('button', { name: continueName }).click();
}

async function answerQuestion(page: Page, index: number, seconds = 3) {
  await page.getByRole('heading', { name: QUESTIONS[index] }).waitFor();
  await recordAndContinue(page, index === QUESTIONS.length - 1 ? 'Continue and submit' : 'Continue', seconds);
}

/** Waits until every answer of `email` has a transcript (the queue workers run pocketsphinx). */
async function transcriptsOf(email: string, timeoutMs = 120_000): Promise<string[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { answers } = await storedAnswers(email);
    if (answers.length === QUESTIONS.length && answers.every((a) => a.transcribedText !== null)) {
      return answers.map((a) => a.transcribedText ?? '');
    }
    if (Date.now() > deadline) throw new Error(`transcripts still pending after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

/** The stored answers of the one session of `email`. */
async function storedAnswers(email: string) {
  return server.app.get(STORAGE.RequestScope).run(async () => {
    const repos = server.app.get(STORAGE.Repositories);
    const sessions = (await repos.candidateSessions.listByJob(jobId)).filter(
      (s) => s.candidateEmail === email,
    );
    expect(sessions).toHaveLength(1);
    return { session: sessions[0]!, answers: await repos.candidateResponses.listBySession(sessions[0]!.id) };
  });
}

/** Waits for the evaluation the queue workers store after completion. */
async function latestEvaluation(sessionId: string, timeoutMs = 120_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await server.app
      .get(STORAGE.RequestScope)
      .run(() => server.app.get(STORAGE.Repositories).evaluations.findLatestBySession(sessionId));
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`no evaluation after ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 500));
  }
}

describe.skipIf(!run)('the candidate interview in Chromium with a fake microphone', () => {
  it('takes a whole interview: intake, warm-up, every question spoken, completion', async () => {
    const { context, page, audioServed } = await candidatePage();
    await intake(page, 'neema@example.org');
    await page.getByRole('heading', { name: 'Practice question: voice warm-up' }).waitFor();
    await recordAndContinue(page, 'Continue to the questions');
    // 5 s covers the whole looping sentence (≈4 s of flite speech).
    for (let i = 0; i < QUESTIONS.length; i++) await answerQuestion(page, i, 5);
    await page.getByRole('heading', { name: 'Interview Complete' }).waitFor({ timeout: 60_000 });
    expect(audioServed()).toBeGreaterThanOrEqual(QUESTIONS.length);

    const { session, answers } = await storedAnswers('neema@example.org');
    expect(session.status).toBe('completed');
    expect(session.enrollmentRecordingUrl).toBeTruthy();
    expect(answers.map((a) => a.questionIndex).sort()).toEqual([0, 1, 2]);

    // The figure the candidate pays for: bytes uploaded per second of answer (5 s recordings here).
    const blobs = server.app.get(INTERVIEW.Blobs);
    const sizes = await Promise.all(
      answers.map(async (a) => (await blobs.stat(`audio/${a.audioFilePath}`))?.size ?? 0),
    );
    console.info(
      `answer audio: ${sizes.join(', ')} bytes for 5 s each ≈ ${Math.round(((sizes[0]! / 5) * 60) / 1024)} KB per 60 s`,
    );
    expect(Math.min(...sizes)).toBeGreaterThan(0);

    // Offline STT (~20% word error rate on flite speech): assert keywords, never exact text.
    const keywords = ['years', 'experience', 'logistics', 'customer', 'service'];
    for (const transcript of await transcriptsOf('neema@example.org')) {
      const heard = keywords.filter((k) => transcript.toLowerCase().includes(k));
      expect(heard.length, `heard ${heard.join(', ')} in "${transcript}"`).toBeGreaterThanOrEqual(3);
    }

    // Completion enqueued the evaluation; once the transcripts exist the local evaluator scores it,
    // and the overall score is the core's weighted mean of the criterion scores, not a model's choice.
    const evaluation = await latestEvaluation(session.id);
    expect(evaluation.overallScore).toBeGreaterThanOrEqual(0);
    expect(evaluation.overallScore).toBeLessThanOrEqual(100);
    expect(evaluation.overallScore).toBe(
      overallScore(evaluation.pillarScores ?? {}, defaultCriteriaConfig().pillars),
    );
    await context.close();

    // HR reads the same evaluation through the review calls and on the candidate detail page.
    const overview = await hr.get(`/api/jobs/${jobId}/candidates-v2`);
    expect(overview.status).toBe(200);
    const row = overview.body.candidates.find(
      (c: { session: { id: string } }) => c.session.id === session.id,
    );
    expect(row.evaluation.overallScore).toBe(evaluation.overallScore);
    const detail = await hr.get(`/api/jobs/${jobId}/candidates-v2/${session.id}`);
    expect(detail.body.evaluation.overallScore).toBe(evaluation.overallScore);
    expect(detail.body.responses.map((r: { transcribedText: string }) => r.transcribedText).sort()).toEqual(
      (await transcriptsOf('neema@example.org')).sort(),
    );
    const hrContext = await browser.newContext({ baseURL: server.url });
    await hrContext.addInitScript(TRACK_PLAYED_MEDIA);
    const hrPage = await hrContext.newPage();
    await hrPage.goto('/login');
    await hrPage.getByLabel('Email').fill(HR_LOGIN.email);
    await hrPage.getByLabel('Password', { exact: true }).fill(HR_LOGIN.password);
    await hrPage.getByRole('button', { name: 'Sign In' }).click();
    await hrPage.waitForURL(`${server.url}/`);
    await hrPage.goto(`/jobs/${jobId}/candidates/${session.id}`);
    await hrPage.getByText(`${evaluation.overallScore}%`).first().waitFor();
    await hrPage.getByRole('heading', { name: 'Full Interview Transcript' }).waitFor();

    // HR reads each transcript in sentence case with full stops where the speaker paused (the
    // recogniser's word timings); the raw text, which is scored and exported, is kept beside it.
    for (const answer of (await storedAnswers('neema@example.org')).answers) {
      const raw = answer.transcribedText!;
      const readable = answer.readableText!;
      expect(readable, `readable form of "${raw}"`).toMatch(/^I .*\.$/);
      expect(readable.replace(/\./g, '').toLowerCase()).toBe(raw.toLowerCase());
      const shown = hrPage.getByRole('listitem', { name: `Answer ${answer.questionIndex + 1}` });
      // A machine transcript, named by its recogniser, one button per timed word (docs/behaviour/review.md §2.4).
      const machine = shown.getByTestId('machine-transcript');
      await machine.getByText('Machine transcript · pocketsphinx (offline), job-adapted model').waitFor();
      const words = machine.getByRole('button', { name: /play from/ });
      expect((await words.allTextContents()).join(' ')).toBe(readable);
      expect(await shown.getByText(raw, { exact: true }).count()).toBe(0);
    }
    // Selecting a word plays that answer from the word's time.
    const [first] = (await storedAnswers('neema@example.org')).answers;
    const word = first!.transcriptWords![2]!;
    await hrPage
      .getByRole('listitem', { name: `Answer ${first!.questionIndex + 1}` })
      .getByRole('button', { name: /play from/ })
      .nth(2)
      .click();
    await expect
      .poll(() => hrPage.evaluate<number>('window.__played?.at(-1)?.currentTime ?? -1'), { timeout: 15_000 })
      .toBeGreaterThanOrEqual(word.startSeconds - 0.05);
    const transcript = hrPage.getByRole('heading', { name: 'Full Interview Transcript' });
    for (const width of [320, 360, 390, 1280]) {
      await hrPage.setViewportSize({ width, height: 800 });
      await transcript.scrollIntoViewIfNeeded();
      await screenshot(hrPage, `candidate-transcript-${width === 1280 ? 'desktop' : width}`, false);
    }
    await hrContext.close();
  });

  it('loses nothing when the network drops mid-interview: every answer stored exactly once', async () => {
    const { context, page } = await candidatePage();
    await intake(page, 'offline@example.org');
    await page.getByRole('heading', { name: 'Practice question: voice warm-up' }).waitFor();
    await recordAndContinue(page, 'Continue to the questions');
    await answerQuestion(page, 0);
    await context.setOffline(true);
    await answerQuestion(page, 1);
    await page.getByRole('heading', { name: QUESTIONS[2] }).waitFor();
    await page.getByText('Saved on this device').first().waitFor();
    await context.setOffline(false);
    await answerQuestion(page, 2);
    await page.getByRole('heading', { name: 'Interview Complete' }).waitFor({ timeout: 90_000 });
    const { answers } = await storedAnswers('offline@example.org');
    expect(answers.map((a) => a.questionIndex).sort()).toEqual([0, 1, 2]);
    await context.close();
  });

  it('resumes at the next question after a reload', async () => {
    const { context, page } = await candidatePage();
    await intake(page, 'reload@example.org');
    await page.getByRole('heading', { name: 'Practice question: voice warm-up' }).waitFor();
    await recordAndContinue(page, 'Continue to the questions');
    await answerQuestion(page, 0);
    await page.getByRole('heading', { name: QUESTIONS[1] }).waitFor();
    await page.reload();
    await page.getByRole('heading', { name: QUESTIONS[1] }).waitFor({ timeout: 30_000 });
    await answerQuestion(page, 1);
    await answerQuestion(page, 2);
    await page.getByRole('heading', { name: 'Interview Complete' }).waitFor({ timeout: 60_000 });
    const { answers } = await storedAnswers('reload@example.org');
    expect(answers.map((a) => a.questionIndex).sort()).toEqual([0, 1, 2]);
    await context.close();
  });

  it('moves to a new version of the interview at the next stage, never in the middle of one', async () => {
    const { context, page } = await candidatePage();
    await page.goto(`/interview/${jobId}`);
    // The service worker installs after the first load and takes the page over (clientsClaim).
    // (Polled with evaluate: the page's CSP forbids the eval that waitForFunction of a string needs.)
    const holds = (expression: string) => () => page.evaluate(expression) as Promise<boolean>;
    await expect.poll(holds('navigator.serviceWorker.controller !== null'), { timeout: 30_000 }).toBe(true);
    await intake(page, 'update@example.org');
    await page.getByRole('heading', { name: 'Practice question: voice warm-up' }).waitFor();
    // A mark that only this page load carries: a reload would drop it.
    await page.evaluate('window.__loadedBefore = true');
    await page.getByRole('button', { name: 'Start recording' }).click();
    await page.getByRole('button', { name: 'Stop recording' }).waitFor();

    // A new version is published mid-answer, and the page notices it.
    await appendFile(join(web.dir, 'sw.js'), '\n// a new version\n');
    await page.evaluate('navigator.serviceWorker.ready.then((r) => r.update())');
    const waiting = holds('navigator.serviceWorker.ready.then((r) => r.waiting !== null)');
    await expect
      .poll(waiting, { timeout: 30_000, message: 'the new version waits behind the running one' })
      .toBe(true);

    // The recording goes on and ends on the old version: no reload in the middle of the stage.
    await page.waitForTimeout(2_000);
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await page.getByRole('button', { name: 'Continue to the questions' }).waitFor();
    expect(await page.evaluate('window.__loadedBefore === true')).toBe(true);

    // The next stage switches to it: the page reloads where the candidate was, on the new worker.
    // The old version never shows that stage: it waits there until the new one takes over (the
    // old worker is retired only once idle, and the next stage's requests would keep it busy).
    // Read from the console, as the reload drops whatever the old page held.
    const shownOnOldVersion: string[] = [];
    page.on('console', (message) => {
      if (message.text().startsWith('old version shows:')) shownOnOldVersion.push(message.text());
    });
    await page.evaluate(
      `new MutationObserver(() => { if (document.body.textContent.includes(${JSON.stringify(QUESTIONS[0])}))
        console.log('old version shows: question 1'); }).observe(document.body, { childList: true, subtree: true })`,
    );
    await page.getByRole('button', { name: 'Continue to the questions' }).click();
    await expect.poll(holds('window.__loadedBefore === undefined'), { timeout: 30_000 }).toBe(true);
    expect(shownOnOldVersion).toEqual([]);
    await page.getByRole('heading', { name: QUESTIONS[0] }).waitFor({ timeout: 30_000 });
    expect(await waiting()).toBe(false);
    for (const index of QUESTIONS.keys()) await answerQuestion(page, index, 2);
    await page.getByRole('heading', { name: 'Interview Complete' }).waitFor({ timeout: 60_000 });
    const { session, answers } = await storedAnswers('update@example.org');
    expect(answers.map((a) => a.questionIndex).sort()).toEqual([0, 1, 2]);
    // The warm-up, sent as the page switched versions, arrived too.
    expect(session.enrollmentRecordingUrl).not.toBeNull();
    await context.close();
  });
});
