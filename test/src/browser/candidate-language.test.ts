import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speechFile } from '@sauti/adapters/testing/speech/generate';
import type { TestClient } from '@sauti/http/testing/client';
import type { TestApp } from '@sauti/http/testing/test-app';
import { CANDIDATE_JOB_QUESTIONS, startCandidateJobApp } from '../support/candidate-job.js';
import { chromiumAvailable } from '../support/chromium.js';
import { launchWithMicrophone } from '../support/fake-microphone.js';
import { checkAtEveryWidth } from '../support/layout-check.js';

/**
 * The candidate's screens in the interview's language (docs/behaviour/interview.md §21), in
 * Chromium on a 360 px phone: Afrikaans chosen with the language switch on an English job, Swahili
 * by a job published in `sw` through HR's API (its question asked for in Swahili), French and
 * Portuguese chosen with the switch; each language's intake (and the first question of Afrikaans
 * and Swahili) is checked for overflow at 320, 360, 390 px and desktop (LAYOUT_SCREENSHOTS=<folder> keeps the screenshots).
 */
const PHONE = { width: 360, height: 740 };
const UI_TIMEOUT = 20_000;

/** The words each language's screens show, from its catalogue. */
const SCREENS = {
  af: {
    beforeStart: 'Voordat u begin',
    name: 'Volle naam',
    phone: 'Telefoonnommer',
    email: 'E-pos',
    start: 'Begin onderhoud',
    warmUp: 'Oefenvraag: stemopwarming',
    record: 'Begin opname',
    stop: 'Stop opname',
    recording: 'U opname',
    toQuestions: 'Gaan voort na die vrae',
    progress: 'Vraag 1 van 2',
    questions: '2 vrae',
  },
  sw: {
    beforeStart: 'Kabla ya kuanza',
    name: 'Jina kamili',
    phone: 'Namba ya simu',
    email: 'Barua pepe',
    start: 'Anza mahojiano',
    warmUp: 'Swali la mazoezi: zoezi la sauti',
    record: 'Anza kurekodi',
    stop: 'Simamisha kurekodi',
    recording: 'Rekodi yako',
    toQuestions: 'Endelea kwenye maswali',
    progress: 'Swali 1 kati ya 2',
    questions: 'maswali 2',
  },
} as const;
type Words = (typeof SCREENS)[keyof typeof SCREENS];

const run = chromiumAvailable();
let server: TestApp;
let browser: Browser;
let jobId: string;
let hr: TestClient;

beforeAll(async () => {
  if (!run) return;
  // The offline voices (espeak-ng speaks Swahili), so a Swahili job can be published and its
  // questions are asked for in Swahili; no recogniser, since nothing here is transcribed.
  ({ server, jobId, hr } = await startCandidateJobApp({ STT_PROVIDER: 'none' }));
  browser = await launchWithMicrophone(
    await speechFile('My name is Neema and I am joining from Dar es Salaam', { format: 'wav' }),
  );
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function phonePage(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    permissions: ['microphone'],
    viewport: PHONE,
  });
  return context.newPage();
}

/** Publishes a job in `language` through HR's API, as the job form does; its id. */
async function publishJobIn(language: string): Promise<string> {
  const job = await hr.post('/api/jobs', {
    title: 'Msimamizi wa Ghala',
    description: 'Kusimamia zamu ya usiku ya ghala lenye shughuli nyingi.',
    questions: CANDIDATE_JOB_QUESTIONS,
    language,
    status: 'active',
  });
  if (job.status !== 201) throw new Error(`creating the ${language} job answered ${job.status}: ${job.text}`);
  return (job.body as { id: string }).id;
}

/** Fills the intake in `words`' language, records the warm-up and reaches the first question. */
async function toFirstQuestion(page: Page, words: Words, email: string) {
  await page.getByLabel(words.name).fill('Neema Mushi');
  await page.getByLabel(words.phone).fill('+255 712 345 678');
  await page.getByLabel(words.email).fill(email);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: words.start }).click();
  await page.getByRole('heading', { name: words.warmUp }).waitFor({ timeout: UI_TIMEOUT });
  await page.getByRole('button', { name: words.record }).click();
  await page.waitForTimeout(2000); // the fake microphone plays in real time
  await page.getByRole('button', { name: words.stop }).click();
  await page.getByLabel(words.recording).waitFor({ timeout: UI_TIMEOUT });
  await page.getByRole('button', { name: words.toQuestions }).click();
  await page.getByRole('heading', { name: CANDIDATE_JOB_QUESTIONS[0] }).waitFor({ timeout: UI_TIMEOUT });
  expect(await page.getByText(words.progress, { exact: true }).isVisible()).toBe(true);
}

const htmlLang = (page: Page) => page.evaluate<string>('document.documentElement.lang');

describe.skipIf(!run)("the candidate's screens in the interview's language, in Chromium", () => {
  it('switches an English interview to Afrikaans, remembers it on the device, and fits every width', async () => {
    const page = await phonePage();
    await page.goto(`/interview/${jobId}`);
    await page.getByRole('heading', { name: 'Before you start' }).waitFor({ timeout: UI_TIMEOUT });
    expect(await htmlLang(page)).toBe('en');
    const languages = page.getByRole('combobox', { name: 'Language' });
    expect(await languages.locator('option').allInnerTexts()).toEqual([
      'English',
      'Afrikaans',
      'Kiswahili',
      'Français',
      'Português',
    ]);

    await languages.selectOption('af');
    await page.getByRole('heading', { name: SCREENS.af.beforeStart }).waitFor({ timeout: UI_TIMEOUT });
    expect(await htmlLang(page)).toBe('af');
    expect(await page.getByText(SCREENS.af.questions).first().isVisible()).toBe(true);
    expect(await checkAtEveryWidth(page, 'intake in Afrikaans')).toEqual([]);

    // The choice is remembered: a reload opens in Afrikaans.
    await page.reload();
    await page.getByRole('heading', { name: SCREENS.af.beforeStart }).waitFor({ timeout: UI_TIMEOUT });
    await toFirstQuestion(page, SCREENS.af, 'afrikaans@example.org');
    expect(await checkAtEveryWidth(page, 'question in Afrikaans')).toEqual([]);
    await page.context().close();
  });

  it('shows the intake in French and in Portuguese, the longest texts, and fits every width', async () => {
    const page = await phonePage();
    await page.goto(`/interview/${jobId}`);
    await page.getByRole('heading', { name: 'Before you start' }).waitFor({ timeout: UI_TIMEOUT });
    // The switch is named in the language on screen: English, then French.
    for (const [switchName, code, beforeStart, questions] of [
      ['Language', 'fr', 'Avant de commencer', '2 questions'],
      ['Langue', 'pt', 'Antes de começar', '2 perguntas'],
    ] as const) {
      await page.getByRole('combobox', { name: switchName }).selectOption(code);
      await page.getByRole('heading', { name: beforeStart }).waitFor({ timeout: UI_TIMEOUT });
      expect(await htmlLang(page)).toBe(code);
      expect(await page.getByText(questions).first().isVisible()).toBe(true);
      expect(await checkAtEveryWidth(page, `intake in ${code}`)).toEqual([]);
    }
    await page.context().close();
  });

  it("opens a Swahili job's screens in Swahili, offers English back, and fits every width", async () => {
    const swahiliJob = await publishJobIn('sw');
    const page = await phonePage(); // a new device: no choice remembered
    const questionAudio = page.waitForRequest('**/api/generate-question-audio-stream', {
      timeout: UI_TIMEOUT,
    });
    await page.goto(`/interview/${swahiliJob}`);
    await page.getByRole('heading', { name: SCREENS.sw.beforeStart }).waitFor({ timeout: UI_TIMEOUT });
    expect(await htmlLang(page)).toBe('sw');
    expect(await page.getByText('Lugha: Kiswahili', { exact: true }).isVisible()).toBe(true);
    const languages = page.getByRole('combobox', { name: 'Lugha' });
    expect(await languages.locator('option').allInnerTexts()).toEqual([
      'English',
      'Kiswahili',
      'Afrikaans',
      'Français',
      'Português',
    ]);
    expect(await checkAtEveryWidth(page, 'intake in Swahili')).toEqual([]);
    await toFirstQuestion(page, SCREENS.sw, 'kiswahili@example.org');
    expect(await checkAtEveryWidth(page, 'question in Swahili')).toEqual([]);
    // The question is asked for in the interview's language, and the server's Swahili voice speaks it.
    const asked = await questionAudio;
    expect(asked.postDataJSON()).toEqual({ text: CANDIDATE_JOB_QUESTIONS[0], language: 'sw' });
    const spoken = await asked.response();
    expect(spoken?.status()).toBe(200);
    expect(spoken?.headers()['content-type']).toMatch(/^audio\//);

    await page.getByRole('combobox', { name: 'Lugha' }).selectOption('en');
    await page.getByText('Question 1 of 2', { exact: true }).waitFor({ timeout: UI_TIMEOUT });
    expect(await htmlLang(page)).toBe('en');
    await page.context().close();
  });
});
