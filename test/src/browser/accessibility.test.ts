import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedDemoResult } from '@sauti/cli/commands/demo/seed-demo';
import { axeViolations, blocking, describeViolations } from '../support/axe.js';
import { chromiumAvailable } from '../support/chromium.js';
import type { Forwarder } from '../support/forwarder.js';
import { focused, named, tabTo } from '../support/keyboard.js';
import {
  announcements,
  distinctTicks,
  sampleLiveRegions,
  type LiveSnapshot,
} from '../support/live-regions.js';
import { startScreensWorld, type ScreensWorld } from '../support/screens-world.js';

const HR_PASSWORD = 'check every screen 1';
const QUESTIONS = ['Tell us about a delivery that went wrong.', 'How do you plan a busy week?'];
/** The recorder's visible clock, e.g. "0:03 / 1:00"; the identity check's is "● REC 0:03 / 0:15". */
const RECORDER_CLOCK = '^\\d+:\\d\\d / \\d+:\\d\\d$';
const IDENTITY_CLOCK = 'REC \\d+:\\d\\d';
const UI_TIMEOUT = 15_000;

const run = chromiumAvailable();
let world: ScreensWorld;
let forwarder: Forwarder;
let browser: Browser;
let seeded: SeedDemoResult;
let jobId: string;
let identityJobId: string;

beforeAll(async () => {
  if (!run) return;
  world = await startScreensWorld({
    env: { TTS_PROVIDER: 'offline', STT_PROVIDER: 'pocketsphinx' },
    hrPassword: HR_PASSWORD,
    job: {
      title: 'Fleet Dispatcher',
      description: 'Plan the routes of twelve lorries.',
      questions: QUESTIONS,
    },
  });
  ({ forwarder, browser, seeded, jobId, identityJobId } = world);
});
afterAll(() => world?.close());

/** A fresh visitor; CSP bypassed so axe can be injected (the app's policy forbids inline scripts). */
async function newPage(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: forwarder.url,
    bypassCSP: true,
    permissions: ['microphone', 'camera'],
  });
  return { context, page: await context.newPage() };
}

/** Runs axe over the screen as it is now: prints every violation, fails on serious or critical ones. */
async function expectAccessible(page: Page, screen: string) {
  const violations = await axeViolations(page);
  const report = describeViolations(screen, violations);
  console.info(report);
  expect.soft(blocking(violations), report).toEqual([]);
}

/** Opens a screen and waits until it has finished loading (data fetched, skeletons gone). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().waitFor({ timeout: UI_TIMEOUT });
  await page.locator('[role="status"][aria-label^="Loading"]').first().waitFor({ state: 'detached' });
}

/** The clock or countdown ticked, yet no assertive region spoke and the polite ones spoke rarely. */
function expectQuietTimer(snapshots: LiveSnapshot[], what: string, minTicks: number) {
  const ticks = distinctTicks(snapshots);
  const said = announcements(snapshots);
  console.info(`${what}: showed ${ticks.join(', ')}; a screen reader was told: ${JSON.stringify(said)}`);
  expect(ticks.length, `${what} should visibly tick`).toBeGreaterThanOrEqual(minTicks);
  expect(
    snapshots.some((s) => s.tickerAnnounced),
    `${what}: the ticking text is in a live region`,
  ).toBe(false);
  const assertive = snapshots.flatMap((s) => s.regions).filter((r) => r.politeness === 'assertive');
  expect(
    assertive.filter((r) => r.text !== ''),
    `${what}: assertive live region`,
  ).toEqual([]);
  // One announcement as the step begins, not one per tick.
  expect(said, `${what}: one announcement, not one per tick`).toHaveLength(1);
  expect(said[0]).toMatch(/^polite: /);
}

describe.skipIf(!run)('accessibility of the candidate flow and the main HR screens (axe-core)', () => {
  it('public screens: landing, sign-in, registration', async () => {
    const { context, page } = await newPage();
    for (const path of ['/', '/login', '/register']) {
      await open(page, path);
      await expectAccessible(page, path);
    }
    await context.close();
  });

  it('the interview with the keyboard alone: intake, consent, start, warm-up recording and re-recording', async () => {
    const { context, page } = await newPage();
    await open(page, `/interview/${jobId}`);
    await expectAccessible(page, 'candidate intake form');

    await tabTo(page, named('input', 'Full name'), 'the name field');
    await page.keyboard.type('Amani Lyimo');
    await tabTo(page, named('input', 'Phone number'), 'the phone field');
    await page.keyboard.type('+255 713 222 444');
    await tabTo(page, named('input', 'Email'), 'the email field');
    await page.keyboard.type('amani@example.org');
    await tabTo(page, (f) => f.tag === 'input' && f.type === 'checkbox', 'the consent checkbox');
    await page.keyboard.press('Space');
    expect(await page.getByRole('checkbox').isChecked()).toBe(true);
    await tabTo(page, named('button', 'Start Interview'), 'the Start Interview button');
    await page.keyboard.press('Enter');

    await page.getByRole('heading', { name: 'Practice question: voice warm-up' }).waitFor();
    await expectAccessible(page, 'warm-up (before recording)');
    await tabTo(page, named('button', 'Start recording'), 'Start recording');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Stop recording' }).waitFor();
    // Focus moves to the button that replaced Start, so the same key stops the recording.
    expect(await focused(page)).toMatchObject({ tag: 'button', name: 'Stop recording' });

    expectQuietTimer(await sampleLiveRegions(page, { pattern: RECORDER_CLOCK }, 3_500), 'warm-up timer', 3);
    await expectAccessible(page, 'warm-up (recording)');
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Continue to the questions' }).waitFor();
    // Then to the playback of what was recorded, not back to the top of the page.
    expect(await focused(page)).toMatchObject({ tag: 'audio', name: 'Your recording' });
    await expectAccessible(page, 'warm-up (recorded, playback)');
    // Re-record: the pressed button goes away and focus lands on Start recording, ready for Enter.
    await tabTo(page, named('button', 'Re-record'), 'Re-record');
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Start recording' }).waitFor();
    expect(await focused(page)).toMatchObject({ tag: 'button', name: 'Start recording' });
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Stop recording' }).waitFor();
    await page.waitForTimeout(1_200); // a second of speech from the fake microphone
    await page.keyboard.press('Space');
    await page.getByRole('button', { name: 'Continue to the questions' }).waitFor();
    await tabTo(page, named('button', 'Continue to the questions'), 'Continue to the questions');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: QUESTIONS[0] }).waitFor({ timeout: UI_TIMEOUT });
    await expectAccessible(page, 'first question');
    await context.close();
  });

  it('the identity check: its countdown and recording clock do not flood a screen reader', async () => {
    const { context, page } = await newPage();
    await open(page, `/interview/${identityJobId}`);
    await page.getByLabel('Full name').fill('Baraka Mwita');
    await page.getByLabel('Phone number').fill('+255 754 321 987');
    await page.getByLabel('Email').fill('baraka@example.org');
    await page.getByRole('checkbox').check();
    await page.getByRole('button', { name: 'Start Interview' }).click();
    await page.getByRole('heading', { name: 'Identity verification' }).waitFor({ timeout: UI_TIMEOUT });
    // The check itself loads on demand (its own chunk, the phrase, the camera): until it is there
    // the card holds nothing to tab to.
    await page.getByRole('button', { name: 'Start verification' }).waitFor({ timeout: UI_TIMEOUT });
    await expectAccessible(page, 'identity verification');

    await tabTo(page, named('button', 'Start verification'), 'Start verification');
    await page.keyboard.press('Enter');
    await page.locator('[data-testid="countdown"]').waitFor({ timeout: UI_TIMEOUT });
    const countdown = await sampleLiveRegions(page, { selector: '[data-testid="countdown"]' }, 2_600);
    expectQuietTimer(countdown, 'identity countdown', 2);
    await page.getByText(/REC \d/).waitFor({ timeout: UI_TIMEOUT });
    expectQuietTimer(await sampleLiveRegions(page, { pattern: IDENTITY_CLOCK }, 3_500), 'identity clock', 3);
    await expectAccessible(page, 'identity verification (recording)');
    await context.close();
  });

  it('HR screens: home, job list, job editor, candidates overview and detail', async () => {
    const { context, page } = await newPage();
    await open(page, '/login');
    await page.getByLabel('Email').fill(seeded.hr.email);
    await page.getByLabel('Password', { exact: true }).fill(HR_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${forwarder.url}/`);
    const job = seeded.jobs.find((j) => j.evalVersion === 'criteria-v1')!;
    const overview = (await (await page.request.get(`/api/jobs/${job.id}/candidates-v2`)).json()) as {
      candidates: { session: { id: string }; evaluation: unknown }[];
    };
    const evaluated = overview.candidates.find((c) => c.evaluation)!;
    for (const path of [
      '/',
      '/dashboard',
      '/hr',
      `/jobs/${job.id}/candidates`,
      `/jobs/${job.id}/candidates/${evaluated.session.id}`,
    ]) {
      await open(page, path);
      await expectAccessible(page, path);
    }
    await context.close();
  });
});
