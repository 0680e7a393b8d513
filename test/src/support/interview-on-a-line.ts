import type { Browser, Page } from 'playwright-core';
import { INTERVIEW } from '@sauti/adapters/container/interview-module';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import type { BlobListing, BlobStore } from '@sauti/core/ports/blob-store';
import { signUp } from '@sauti/http/testing/sign-up';
import { startTestApp, type TestApp } from '@sauti/http/testing/test-app';
import { launchChromium } from './chromium.js';
import { openMeteredLine, type MeteredLine } from './metered-line.js';
import { emulateLink, type CutPattern, type NetworkProfile } from './network-conditions.js';
import { ensureWebBuilt } from './web-build.js';

/** The app behind a metered line, a Chromium with a fake microphone, and one job. */
export interface LineWorld {
  server: TestApp;
  line: MeteredLine;
  browser: Browser;
  jobId: string;
  questions: string[];
  close(): Promise<void>;
}

/** What one interview on an emulated line cost and whether it got through. */
export interface LineRun {
  profile: string;
  completed: boolean;
  questions: number;
  /** Sessions the intake created (more than one when a lost answer made the candidate click again). */
  sessions: number;
  /** Answers stored for the session (each question at most once: the store is keyed by it). */
  answersStored: number;
  /** Audio files in the session's folder: the answers plus the warm-up when nothing was stored twice. */
  audioFiles: number;
  sentBytes: number;
  receivedBytes: number;
  /** Bytes of upload pieces that crossed the line, and the size of the files they made. */
  uploadBodyBytes: number;
  uploadedFileBytes: number;
  /** Upload bytes sent more than once because of drops. */
  resentBytes: number;
  uploadsCreated: number;
  cuts: number;
  /** Requests that crossed the line, by `METHOD /path` (the paths of uploads folded into one). */
  requests: Record<string, number>;
  firstUsableMs: number;
  waitAfterLastAnswerMs: number;
  totalMs: number;
}

/** What the interview on the line looks like. */
export interface LineRunOptions {
  profile: NetworkProfile;
  answerSeconds: number;
  warmUpSeconds: number;
  cuts: CutPattern | null;
  /** Reload the page offline after answering this question (0-based), then answer the next offline. */
  offlineReloadAfter: number | null;
}

/** Starts the app behind a metered line, with offline speech synthesis and a job of `questions`. */
export async function startLineWorld(questions: string[], microphoneWav: string): Promise<LineWorld> {
  const line = await openMeteredLine();
  // The page's origin is the line's; no transcription (nothing here reads transcripts).
  const server = await startTestApp(
    { PUBLIC_URL: line.url, TTS_PROVIDER: 'offline', STT_PROVIDER: 'none' },
    { webDistDir: ensureWebBuilt() },
  );
  line.forwardTo(server.url);
  const { client: hr } = await signUp(server, {
    email: 'hr@line-test.co.tz',
    password: 'bad line test 1',
    firstName: 'H',
    lastName: 'R',
  });
  const job = await hr.post('/api/jobs', {
    title: 'Field Sales Agent',
    description: 'Sell solar lamps across the region.',
    questions,
    status: 'active',
  });
  if (job.status !== 201) throw new Error(`creating the job answered ${job.status}: ${job.text}`);
  const browser = await launchChromium([
    '--use-fake-ui-for-media-stream',
    '--use-fake-device-for-media-stream',
    `--use-file-for-fake-audio-capture=${microphoneWav}`,
    '--autoplay-policy=no-user-gesture-required',
  ]);
  return {
    server,
    line,
    browser,
    jobId: (job.body as { id: string }).id,
    questions,
    async close() {
      await browser.close();
      await server.stop();
      await line.close();
    },
  };
}

/** Clicks `name` until `done` appears: a click during a drop fails with a toast, as a candidate would retry. */
async function clickUntil(page: Page, name: string, done: () => Promise<unknown>, timeoutMs: number) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const button = page.getByRole('button', { name, exact: true });
    if (await button.isEnabled().catch(() => false)) await button.click().catch(() => undefined);
    const finished = await Promise.race([
      done().then(() => true),
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 5_000)),
    ]).catch(() => false);
    if (finished) return;
    if (Date.now() > deadline) throw new Error(`"${name}" never led on within ${timeoutMs} ms`);
  }
}

async function record(page: Page, seconds: number) {
  await page.getByRole('button', { name: 'Start recording' }).click();
  await page.getByRole('button', { name: 'Stop recording' }).waitFor();
  await page.waitForTimeout(seconds * 1000); // the fake microphone speaks in real time
  await page.getByRole('button', { name: 'Stop recording' }).click();
}

/**
 * One whole interview in a fresh browser context (empty cache) on the emulated line: first screen,
 * intake, warm-up, every question, with the line cut on a schedule and, if asked, a reload while
 * offline in the middle. Returns the figures of issue 17's table.
 */
export async function interviewOnALine(world: LineWorld, options: LineRunOptions): Promise<LineRun> {
  const before = world.line.counts();
  const context = await world.browser.newContext({ baseURL: world.line.url, permissions: ['microphone'] });
  const page = await context.newPage();
  const link = await emulateLink(context, page, options.profile, world.line);
  const started = Date.now();
  let completed = false;
  let firstUsableMs: number;
  let waitAfterLastAnswerMs = 0;
  let offlineAnswerPending = false;
  try {
    await page.goto(`/interview/${world.jobId}`);
    await page.getByRole('button', { name: 'Start Interview' }).waitFor({ timeout: 120_000 });
    firstUsableMs = Date.now() - started;
    if (options.cuts) link.startCuts(options.cuts);

    await page.getByLabel('Full name').fill('Baraka Mwangi');
    await page.getByLabel('Phone number').fill('+255 754 000 111');
    await page.getByLabel('Email').fill(`baraka.${options.profile.name.toLowerCase()}@example.org`);
    await page.getByRole('checkbox').check();
    const warmUp = page.getByRole('heading', { name: 'Practice question: voice warm-up' });
    await clickUntil(page, 'Start Interview', () => warmUp.waitFor({ timeout: 5_000 }), 180_000);
    await record(page, options.warmUpSeconds);
    const first = page.getByRole('heading', { name: world.questions[0] });
    await clickUntil(page, 'Continue to the questions', () => first.waitFor({ timeout: 5_000 }), 300_000);

    for (let index = 0; index < world.questions.length; index++) {
      await page.getByRole('heading', { name: world.questions[index] }).waitFor({ timeout: 120_000 });
      await record(page, options.answerSeconds);
      const isLast = index === world.questions.length - 1;
      await page.getByRole('button', { name: isLast ? 'Continue and submit' : 'Continue' }).click();
      if (offlineAnswerPending) {
        // The answer recorded after the offline reload is saved on the device; the line comes back.
        offlineAnswerPending = false;
        await link.restore();
        if (options.cuts) link.startCuts(options.cuts);
      }
      if (isLast) {
        const answeredAt = Date.now();
        await page.getByRole('heading', { name: 'Interview Complete' }).waitFor({ timeout: 600_000 });
        waitAfterLastAnswerMs = Date.now() - answeredAt;
        completed = true;
      } else if (options.offlineReloadAfter === index) {
        const next = page.getByRole('heading', { name: world.questions[index + 1] });
        // The candidate sees the next question (the answer is then saved on the device), and only
        // then loses the line: a reload before that would test a save cut short, not the offline start.
        await next.waitFor({ timeout: 60_000 });
        await link.stopCuts();
        await link.cut();
        const events = recordPageEvents(page);
        await page.reload({ timeout: 60_000 }).catch(async (error: unknown) => {
          throw new Error(`the offline reload: ${events.join('\n')}\n${await whatThePageShows(page)}`, {
            cause: error,
          });
        });
        // Opened from the service worker's cache, at the next question, without a connection.
        await next.waitFor({ timeout: 60_000 }).catch(async (error: unknown) => {
          throw new Error(`after the offline reload: ${events.join('\n')}\n${await whatThePageShows(page)}`, {
            cause: error,
          });
        });
        offlineAnswerPending = true;
      }
    }
  } finally {
    await link.stopCuts().catch(() => undefined);
    await context.close();
  }
  const after = world.line.counts();
  const stored = await storedFor(world, `baraka.${options.profile.name.toLowerCase()}@example.org`);
  const uploadBodyBytes = after.uploadBodies - before.uploadBodies;
  return {
    profile: options.profile.name,
    completed,
    questions: world.questions.length,
    sessions: stored.sessions,
    answersStored: stored.answers,
    audioFiles: stored.audioFiles,
    sentBytes: after.sent - before.sent,
    receivedBytes: after.received - before.received,
    uploadBodyBytes,
    uploadedFileBytes: stored.audioBytes,
    resentBytes: Math.max(0, uploadBodyBytes - stored.audioBytes),
    uploadsCreated: after.uploadsCreated - before.uploadsCreated,
    cuts: after.cuts - before.cuts,
    requests: requestsBetween(before.requests, after.requests),
    firstUsableMs,
    waitAfterLastAnswerMs,
    totalMs: Date.now() - started,
  };
}

/** What the page requests, loads and logs from now on, with milliseconds since the call: a failure's story. */
function recordPageEvents(page: Page): string[] {
  const events: string[] = [];
  const started = Date.now();
  const note = (text: string) => events.push(`${Date.now() - started} ms ${text}`);
  page.on('request', (r) => note(`request ${r.url()}`));
  page.on('requestfinished', (r) => note(`finished ${r.url()}`));
  page.on('requestfailed', (r) => note(`failed ${r.url()} ${r.failure()?.errorText ?? ''}`));
  page.on('console', (m) => note(`console ${m.type()} ${m.text()}`));
  page.on('domcontentloaded', () => note('DOMContentLoaded'));
  page.on('load', () => note('load'));
  return events;
}

/** The page's headings, its saved progress and its service worker, for a failure's message. */
async function whatThePageShows(page: Page): Promise<string> {
  // A string, evaluated in the page: this package is compiled without the DOM's types.
  const seen = `JSON.stringify({
    url: location.href,
    headings: [...document.querySelectorAll('h1, h2, h3')].map((h) => h.textContent),
    body: document.body ? document.body.innerText.slice(0, 400) : null,
    progress: Object.fromEntries(Object.entries(localStorage).filter(([key]) => key.startsWith('sauti.'))),
    controlled: Boolean(navigator.serviceWorker && navigator.serviceWorker.controller),
  })`;
  return page
    .evaluate<string>(seen)
    .catch((error: unknown) => `(the page could not be read: ${String(error)})`);
}

/** Requests made between two readings of the line, with ids in paths folded into `{id}`. */
function requestsBetween(before: Map<string, number>, after: Map<string, number>): Record<string, number> {
  const folded: Record<string, number> = {};
  for (const [key, count] of after) {
    const made = count - (before.get(key) ?? 0);
    if (made <= 0) continue;
    const general = key.replace(/\/[0-9a-f-]{20,}/g, '/{id}');
    folded[general] = (folded[general] ?? 0) + made;
  }
  return folded;
}

/** The stored answers of the one session of `email`, and the audio files of that session. */
async function storedFor(world: LineWorld, email: string) {
  const app = world.server.app;
  const session = await app.get(STORAGE.RequestScope).run(async () => {
    const repos = app.get(STORAGE.Repositories);
    const sessions = (await repos.candidateSessions.listByJob(world.jobId)).filter(
      (s) => s.candidateEmail === email,
    );
    // A "Start Interview" whose answer was lost in a drop and clicked again leaves an empty session.
    const all = await Promise.all(
      sessions.map(async (s) => ({ id: s.id, answers: await repos.candidateResponses.listBySession(s.id) })),
    );
    const used = all.sort((a, b) => b.answers.length - a.answers.length)[0];
    if (!used) throw new Error(`no session for ${email}`);
    return { ...used, sessions: sessions.length };
  });
  const blobs = app.get(INTERVIEW.Blobs) as BlobStore & BlobListing;
  const keys = await blobs.list(`audio/${session.id}/`);
  let audioBytes = 0;
  for (const key of keys) audioBytes += (await blobs.stat(key))?.size ?? 0;
  return { answers: session.answers.length, audioFiles: keys.length, audioBytes, sessions: session.sessions };
}

/** Sizes of the question audio the server synthesised and cached (bytes per spoken question). */
export async function questionAudioBytes(world: LineWorld): Promise<number[]> {
  const blobs = world.server.app.get(INTERVIEW.Blobs) as BlobStore & BlobListing;
  const keys = await blobs.list('tts/');
  return Promise.all(keys.map(async (key) => (await blobs.stat(key))?.size ?? 0));
}
