import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { SELF_ID_PRESETS } from '@sauti/core/rules/self-identification';
import { intake, webmBytes } from '@sauti/http/sessions/interview-fixtures';
import { axeViolations, blocking, describeViolations } from '../support/axe.js';
import { chromiumAvailable } from '../support/chromium.js';
import { checkAtEveryWidth } from '../support/layout-check.js';
import { startScreensWorld, type ScreensWorld } from '../support/screens-world.js';

/**
 * The self-identification step at the end of an interview and the bias audit, in Chromium at 320,
 * 360 and 390 px and on a desktop (docs/behaviour/interview.md §19, docs/behaviour/review.md §13):
 * no sideways scroll, nothing cut, 44 px controls, no serious axe violation. With
 * LAYOUT_SCREENSHOTS=<folder> every screen is kept as a picture to look at.
 */
const PASSWORD = 'fair for everyone 1';
const UI_TIMEOUT = 20_000;
const run = chromiumAvailable();
let world: ScreensWorld;

beforeAll(async () => {
  if (!run) return;
  world = await startScreensWorld({
    env: { TTS_PROVIDER: 'none', STT_PROVIDER: 'none' },
    hrPassword: PASSWORD,
    job: {
      title: 'Cashier (Durban North, weekends)',
      description: 'Serve customers at the tills.',
      questions: ['Tell us about a busy day at work.', 'How do you handle a short till?'],
    },
  });
  await seedSelfIdentification(world);
}, 180_000);
afterAll(() => world?.close());

/**
 * The demo organisation asks South Africa's population groups, and each of its completed demo
 * interviews has answers, so the audit has groups big enough to show figures.
 */
async function seedSelfIdentification(w: ScreensWorld) {
  const repos = w.server.app.get(STORAGE.Repositories);
  await w.server.app.get(STORAGE.RequestScope).run(async () => {
    const job = await repos.jobs.findById(w.jobId);
    await repos.selfIdentifications.saveConfig(
      job!.organisationId,
      { categories: [SELF_ID_PRESETS[0]!] },
      new Date(),
    );
    const sessions = (await repos.jobs.listByOrganisation(job!.organisationId)).map((j) => j.id);
    let i = 0;
    for (const jobId of sessions) {
      for (const s of await repos.candidateSessions.listByJob(jobId)) {
        if (s.status !== 'completed') continue;
        i += 1;
        await repos.selfIdentifications.save({
          sessionId: s.id,
          recordedAt: new Date(),
          answers: {
            sex: ['female', 'male', 'female', 'male', 'prefer_not_to_say'][i % 5]!,
            ageBand: ['25_34', '35_44', 'under_25'][i % 3]!,
            firstLanguage: ['english', 'zulu', 'xhosa', 'english'][i % 4]!,
            categories: [
              {
                categoryId: 'za_population_group',
                categoryLabel: SELF_ID_PRESETS[0]!.label,
                optionId: ['african', 'african', 'white', 'indian'][i % 4]!,
                optionLabel: ['African', 'African', 'White', 'Indian'][i % 4]!,
              },
            ],
          },
        });
      }
    }
  });
}

async function newPage(): Promise<Page> {
  const browser: Browser = world.browser;
  const context = await browser.newContext({
    baseURL: world.forwarder.url,
    bypassCSP: true,
    viewport: { width: 390, height: 740 },
  });
  return context.newPage();
}

/** Layout at every width and axe, for the screen as it is now. */
async function check(page: Page, screen: string) {
  const problems = await checkAtEveryWidth(page, screen);
  if (problems.length) console.info(problems.join('\n'));
  expect.soft(problems, screen).toEqual([]);
  const violations = await axeViolations(page);
  console.info(describeViolations(screen, violations));
  expect.soft(blocking(violations), screen).toEqual([]);
}

/** A completed interview made through the candidate's own calls, remembered on this device. */
async function completedInterview(page: Page) {
  const started = await page.request.post('/api/sessions', { multipart: { ...intake, jobId: world.jobId } });
  expect(started.status()).toBe(201);
  const { id, candidateToken } = (await started.json()) as { id: string; candidateToken: string };
  const headers = { 'X-Candidate-Token': candidateToken };
  for (const questionIndex of ['0', '1']) {
    const answer = await page.request.post('/api/responses', {
      headers,
      multipart: {
        sessionId: id,
        questionIndex,
        audio: { name: 'a.webm', mimeType: 'audio/webm', buffer: Buffer.from(webmBytes()) },
      },
    });
    expect(answer.status()).toBe(201);
  }
  const done = await page.request.patch(`/api/sessions/${id}`, {
    headers,
    data: {
      status: 'completed',
      completedAt: new Date().toISOString(),
      timePerQuestion: [30, 30],
      tabSwitchCount: 0,
    },
  });
  expect(done.status()).toBe(200);
  const progress = { sessionId: id, candidateToken, timePerQuestion: [30, 30], tabSwitchCount: 0 };
  await page.addInitScript(
    `window.localStorage.setItem(${JSON.stringify(`sauti.interview.${world.jobId}`)}, ${JSON.stringify(JSON.stringify(progress))})`,
  );
  return id;
}

describe.skipIf(!run)('self-identification and the bias audit on phones and a desktop', () => {
  it('asks the optional questions at the end of the interview, and thanks the candidate', async () => {
    const page = await newPage();
    const sessionId = await completedInterview(page);
    await page.goto(`/interview/${world.jobId}`);
    await page.getByRole('heading', { name: 'Interview Complete' }).waitFor({ timeout: UI_TIMEOUT });
    await page
      .getByRole('heading', { name: 'Optional: help us check that hiring is fair' })
      .waitFor({ timeout: UI_TIMEOUT });
    await check(page, 'interview complete, self-identification');
    await page.getByRole('radio', { name: 'Female' }).check();
    await page.getByRole('radio', { name: 'African' }).check();
    await page
      .getByRole('combobox', { name: 'What is your first language (the one you grew up speaking)?' })
      .selectOption('zulu');
    await page.getByRole('button', { name: 'Save my answers' }).click();
    await page.getByText('Thank you. Your answers are saved').waitFor({ timeout: UI_TIMEOUT });
    await check(page, 'self-identification saved');
    const stored = await world.server.app
      .get(STORAGE.RequestScope)
      .run(() => world.server.app.get(STORAGE.Repositories).selfIdentifications.hasAnswers(sessionId));
    expect(stored).toBe(true);
    await page.context().close();
  });

  it('shows the audit to HR: the form, the tables, and the questions', async () => {
    const page = await newPage();
    await page.goto('/login');
    await page.getByLabel('Email').fill(world.seeded.hr.email);
    await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL(`${world.forwarder.url}/`);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Bias audit' }).click();
    await page.getByRole('heading', { name: 'Bias audit', level: 1 }).waitFor({ timeout: UI_TIMEOUT });
    await page
      .getByRole('heading', { name: 'Questions candidates may answer' })
      .waitFor({ timeout: UI_TIMEOUT });
    await check(page, 'bias audit');
    await page.getByRole('button', { name: 'Show audit' }).click();
    await page.getByRole('region', { name: 'Sex', exact: true }).waitFor({ timeout: UI_TIMEOUT });
    await check(page, 'bias audit, results');
    await page.context().close();
  });
});
