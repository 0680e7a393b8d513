import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { CandidateDetailPayload, OverviewPayload } from '@sauti/core/contract/review-views';
import { seedDemo, type SeedDemoResult, type SeededJob } from '@sauti/cli/commands/demo/seed-demo';
import { startTestApp, type TestApp } from '@sauti/http/testing/test-app';
import { launchChromium } from './chromium.js';
import { openForwarder, type Forwarder } from './forwarder.js';
import { ensureWebBuilt } from './web-build.js';

/** The HR password the review suites seed the demo account with. */
export const HR_PASSWORD = 'review the demo 2026';
/** Server answers within this; the overview search waits a debounce before asking. */
export const UI_TIMEOUT = 15_000;

/** A demo organisation seeded into a running app, and one Chromium context signed in as its HR. */
export interface ReviewBrowser {
  origin: string;
  seeded: SeedDemoResult;
  /** The criteria-v1 job without an identity check, the one with it, and the legacy-v0 one. */
  jobs: { dispatch: SeededJob; payments: SeededJob; warehouse: SeededJob };
  context: BrowserContext;
  page: Page;
  /** Uncaught errors, console errors and failed requests of every page since last emptied. */
  errors: string[];
  close(): Promise<void>;
}

/**
 * The review screens play recordings through `new Audio()` elements that are never attached to
 * the document; this page script keeps every element asked to play, so a test can read its state.
 * (Strings: the test project has no DOM types.)
 */
export const TRACK_PLAYED_MEDIA = `
  window.__played = [];
  const play = HTMLMediaElement.prototype.play;
  HTMLMediaElement.prototype.play = function () {
    if (!window.__played.includes(this)) window.__played.push(this);
    return play.call(this);
  };
`;

/** The recording last asked to play: its URL, and whether it plays with its time moving on. */
const LAST_PLAYED = `(async () => {
  const element = window.__played.at(-1);
  if (!element) return null;
  const start = element.currentTime;
  await new Promise((resolve) => setTimeout(resolve, 300));
  return { src: element.currentSrc || element.src, advancing: !element.paused && element.currentTime > start };
})()`;

/** The recording the page last asked to play, read in the page. */
export const playing = (page: Page) => page.evaluate<{ src: string; advancing: boolean } | null>(LAST_PLAYED);

/** Records everything that went wrong in a page of the context into `errors`. */
function watchPages(context: BrowserContext, errors: string[]) {
  context.on('page', (opened) => {
    opened.on('pageerror', (error) => errors.push(error.message));
    opened.on('console', (message) => {
      // Chromium's own request for /favicon.ico (a report window has no icon link) is not the screens' doing.
      const from = message.location().url;
      if (message.type() === 'error' && !from.endsWith('/favicon.ico'))
        errors.push(`console: ${message.text()} (${from})`);
    });
    // A screen's own call or resource failing is a bug even when the screen hides it.
    opened.on('response', (response) => {
      if (response.status() >= 400)
        errors.push(`${response.request().method()} ${response.url()} → ${response.status()}`);
    });
  });
}

/**
 * Tells the demo jobs apart by what they hold rather than by name: the legacy job by its
 * evaluation version, the identity-check job by its pending identity candidate.
 */
async function identifyJobs(page: Page, seeded: SeedDemoResult): Promise<ReviewBrowser['jobs']> {
  const criteria = seeded.jobs.filter((j) => j.evalVersion === 'criteria-v1');
  const legacy = seeded.jobs.filter((j) => j.evalVersion === 'legacy-v0');
  expect(criteria).toHaveLength(2);
  expect(legacy).toHaveLength(1);
  const pending = seeded.tags['identity-pending'][0]!;
  const holdsPending = await Promise.all(
    criteria.map(
      async (job) =>
        (await page.request.get(`/api/jobs/${job.id}/candidates-v2/${pending}`)).status() === 200,
    ),
  );
  expect(holdsPending.filter(Boolean)).toHaveLength(1);
  return {
    dispatch: criteria[holdsPending.indexOf(false)]!,
    payments: criteria[holdsPending.indexOf(true)]!,
    warehouse: legacy[0]!,
  };
}

/**
 * Starts the app behind a forwarding port (so PUBLIC_URL is the page's origin), seeds the demo
 * with synthesized audio, and signs in through /login in a Chromium that may autoplay.
 */
export async function openReviewBrowser(): Promise<ReviewBrowser> {
  const forwarder: Forwarder = await openForwarder();
  const origin = forwarder.url;
  const server: TestApp = await startTestApp({ PUBLIC_URL: origin }, { webDistDir: ensureWebBuilt() });
  forwarder.forwardTo(server.url);
  const seeded = await seedDemo(server.app, { password: HR_PASSWORD, audio: true });
  expect(seeded.audio.enabled, seeded.audio.reason).toBe(true);
  const browser: Browser = await launchChromium(['--autoplay-policy=no-user-gesture-required']);
  const context = await browser.newContext({ baseURL: origin });
  await context.addInitScript({ content: TRACK_PLAYED_MEDIA });
  const errors: string[] = [];
  watchPages(context, errors);
  const page = await context.newPage();
  await page.goto('/login');
  await page.getByLabel('Email').fill(seeded.hr.email);
  await page.getByLabel('Password', { exact: true }).fill(HR_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  const jobs = await identifyJobs(page, seeded);
  // Before signing in, the app's "who is signed in?" call answers 401: expected, not a failure.
  expect(errors.filter((e) => !e.includes('/api/user') && !e.includes('status of 401'))).toEqual([]);
  errors.splice(0);
  return {
    origin,
    seeded,
    jobs,
    context,
    page,
    errors,
    async close() {
      await browser.close();
      await server.stop();
      await forwarder.close();
    },
  };
}

/** GET with the page's session cookie; the answer must be 200. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path);
  expect(answer.status(), `GET ${path}`).toBe(200);
  return (await answer.json()) as T;
}

/** A candidate's name as the screens show it when one was given. */
export const nameOf = (c: { session: { candidateName: string | null } }) => c.session.candidateName ?? '';

/** The first candidate of `candidates` whose session is one of `ids` (the seed lists ids over all jobs). */
export function sessionOf<C extends { session: { id: string } }>(candidates: C[], ids: readonly string[]): C {
  const found = candidates.find((c) => ids.includes(c.session.id));
  if (!found) throw new Error(`none of ${ids.join(', ')} is among the candidates`);
  return found;
}

/**
 * Waits until a report window shows every one of `texts`. Locators, not a page function: the
 * popup inherits the app's CSP, which forbids the eval a string page function needs.
 */
export async function textShown(report: Page, texts: string[]) {
  for (const text of texts) await report.getByText(text).first().waitFor({ timeout: UI_TIMEOUT });
}

/** Waits for the toast with this exact title. */
export async function toastShown(page: Page, title: string) {
  await page.getByText(title, { exact: true }).waitFor({ timeout: UI_TIMEOUT });
}

/**
 * The hooks of a review browser file: one seeded, signed-in browser opened before its tests
 * (`onOpen` receives it), closed after them, and after each test no uncaught error, console error
 * or failed request of its pages.
 */
export function useReviewBrowser(run: boolean, onOpen: (review: ReviewBrowser) => void): void {
  let review: ReviewBrowser | undefined;
  beforeAll(async () => {
    if (!run) return;
    review = await openReviewBrowser();
    onOpen(review);
  });
  afterAll(async () => {
    await review?.close();
  });
  afterEach(() => {
    expect(review?.errors.splice(0) ?? []).toEqual([]);
  });
}

/** GET /api/jobs/{jobId}/candidates-v2 as the signed-in page sees it. */
export const overviewApi = (page: Page, jobId: string, query = '') =>
  apiGet<OverviewPayload>(page, `/api/jobs/${jobId}/candidates-v2${query ? `?${query}` : ''}`);

/** GET /api/jobs/{jobId}/candidates-v2/{sessionId} as the signed-in page sees it. */
export const detailApi = (page: Page, jobId: string, sessionId: string) =>
  apiGet<CandidateDetailPayload>(page, `/api/jobs/${jobId}/candidates-v2/${sessionId}`);
