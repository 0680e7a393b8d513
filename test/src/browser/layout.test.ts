import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SeedDemoResult } from '@sauti/cli/commands/demo/seed-demo';
import { webmBytes } from '@sauti/http/sessions/interview-fixtures';
import { confirmationToken, signUp } from '@sauti/http/testing/sign-up';
import { chromiumAvailable } from '../support/chromium.js';
import type { Forwarder } from '../support/forwarder.js';
import { checkAtEveryWidth } from '../support/layout-check.js';
import { startScreensWorld, type ScreensWorld } from '../support/screens-world.js';

/**
 * Every route and every interview stage at 320, 360 and 390 px and on a desktop: no sideways
 * scroll, no content spilling out of or cut off by its box, no control under 44 px (issue 17).
 */
const PASSWORD = 'every width counts 1';
const ADMIN = { email: 'ops@sauti-hq.com', firstName: 'Ada', lastName: 'Mensah', password: PASSWORD };
// Long words on purpose: they are what overflows a narrow phone.
const QUESTIONS = [
  'Describe your experience with warehouse-management-systems and inventory reconciliation.',
  'How would you handle an uncooperative subcontractor?',
];
const UI_TIMEOUT = 20_000;

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
    env: { TTS_PROVIDER: 'none', STT_PROVIDER: 'none', ADMIN_EMAIL: ADMIN.email },
    hrPassword: PASSWORD,
    job: {
      title: 'Senior Logistics and Procurement Coordinator (East Africa)',
      description: 'Coordinate procurement across Dar es Salaam, Mombasa and Kampala.',
      questions: QUESTIONS,
    },
  });
  ({ forwarder, browser, seeded, jobId, identityJobId } = world);
  // The administrator signs up as anyone does: ADMIN_EMAIL counts once its mailed link is opened.
  await signUp(world.server, ADMIN);
});
afterAll(() => world?.close());

async function newPage(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: forwarder.url,
    permissions: ['microphone', 'camera'],
    viewport: { width: 390, height: 740 },
  });
  return context.newPage();
}

/** Checks the screen as it is now at every width; the test goes on to show every screen's problems. */
async function check(page: Page, screen: string) {
  const problems = await checkAtEveryWidth(page, screen);
  if (problems.length) console.info(problems.join('\n'));
  expect.soft(problems, screen).toEqual([]);
}

/** Opens `path` and waits for its heading and for loading to finish. */
async function open(page: Page, path: string) {
  await page.goto(path);
  await page.waitForLoadState('networkidle');
  await page.locator('h1').first().waitFor({ timeout: UI_TIMEOUT });
  await page.locator('[role="status"][aria-label^="Loading"]').first().waitFor({ state: 'detached' });
}

async function signIn(page: Page, email: string) {
  await open(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${forwarder.url}/`);
}

async function startInterview(page: Page, id: string, email: string) {
  await open(page, `/interview/${id}`);
  await page.getByLabel('Full name').fill('Amani Lyimo-Kisanga');
  await page.getByLabel('Phone number').fill('+255 713 222 444');
  await page.getByLabel('Email').fill(email);
  await page.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Start Interview' }).click();
}

/** Records a second of the fake microphone; checks the recording screen and the recorded one. */
async function recordAndCheck(page: Page, screen: string) {
  await check(page, `${screen} (ready)`);
  await page.getByRole('button', { name: 'Start recording' }).click();
  await page.getByRole('button', { name: 'Stop recording' }).waitFor();
  await check(page, `${screen} (recording)`);
  await page.waitForTimeout(1_000);
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await page.getByRole('button', { name: 'Re-record' }).waitFor({ timeout: UI_TIMEOUT });
  await check(page, `${screen} (recorded)`);
}

describe.skipIf(!run)('layout at 320, 360, 390 px and on a desktop', () => {
  it('public screens and the not-found page', async () => {
    const page = await newPage();
    for (const path of [
      '/',
      '/login',
      '/register',
      '/check-inbox',
      '/verify-email?token=abc',
      '/forgot-password',
      '/reset-password?token=abc',
      '/developers',
    ]) {
      await open(page, path);
      await check(page, path);
    }
    // The confirmation page's form, from a real link (the mailbox's holder chooses the password there).
    const email = 'wanjiru.kamau-wambui@tembo-freight-logistics.co.ke';
    const registered = await fetch(`${world.server.url}/api/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, firstName: 'Wanjiru', lastName: 'Kamau' }),
    });
    expect(registered.status).toBe(202);
    await open(page, `/verify-email?token=${await confirmationToken(world.server, email)}`);
    await page.getByLabel('Confirm password').waitFor({ timeout: UI_TIMEOUT });
    await check(page, '/verify-email (the form)');
    await page.goto('/no-such-page');
    await page.locator('h1').first().waitFor();
    await check(page, '404');
    await open(page, '/interview');
    await check(page, 'available interviews');
    await page.goto('/interview/00000000-0000-4000-8000-000000000000');
    await page.getByRole('heading', { name: 'Interview Not Found' }).waitFor({ timeout: UI_TIMEOUT });
    await check(page, 'interview not found');
    await page.context().close();
  });

  it('every stage of the interview: intake, errors, warm-up, each question state, submitting, complete', async () => {
    const page = await newPage();
    await open(page, `/interview/${jobId}`);
    await check(page, 'intake');
    await page.getByRole('button', { name: 'Start Interview' }).click();
    await page.getByText('Name Required').first().waitFor();
    await check(page, 'intake with errors');
    await startInterview(page, jobId, 'amani@example.org');
    await page
      .getByRole('heading', { name: 'Practice question: voice warm-up' })
      .waitFor({ timeout: UI_TIMEOUT });
    await recordAndCheck(page, 'warm-up');
    await page.getByRole('button', { name: 'Continue to the questions' }).click();
    await page.getByRole('heading', { name: QUESTIONS[0] }).waitFor({ timeout: UI_TIMEOUT });
    await recordAndCheck(page, 'question 1');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('heading', { name: QUESTIONS[1] }).waitFor({ timeout: UI_TIMEOUT });
    await recordAndCheck(page, 'last question');
    await page.getByRole('button', { name: 'Continue and submit' }).click();
    await page
      .getByRole('heading', { name: /Submitting your interview|Interview Complete/ })
      .first()
      .waitFor();
    await check(page, 'submitting');
    await page.getByRole('heading', { name: 'Interview Complete' }).waitFor({ timeout: 60_000 });
    await check(page, 'complete');
    await page.context().close();
  });

  it('an answer the server refuses, with what to do', async () => {
    const page = await newPage();
    await startInterview(page, jobId, 'closed@example.org');
    await page
      .getByRole('heading', { name: 'Practice question: voice warm-up' })
      .waitFor({ timeout: UI_TIMEOUT });
    await page.getByRole('button', { name: 'Start recording' }).click();
    await page.waitForTimeout(800);
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await page.getByRole('button', { name: 'Continue to the questions' }).click();
    await page.getByRole('heading', { name: QUESTIONS[0] }).waitFor({ timeout: UI_TIMEOUT });
    // The interview is finished behind the candidate's back (another tab): the answer is refused for good.
    const progress = JSON.parse(
      (await page.evaluate(`localStorage.getItem('sauti.interview.${jobId}')`)) as string,
    ) as { sessionId: string; candidateToken: string };
    const asCandidate = { 'X-Candidate-Token': progress.candidateToken };
    for (const questionIndex of ['0', '1']) {
      const answered = await page.request.post('/api/responses', {
        headers: asCandidate,
        multipart: {
          sessionId: progress.sessionId,
          questionIndex,
          audio: { name: 'a.webm', mimeType: 'audio/webm', buffer: Buffer.from(webmBytes()) },
        },
      });
      expect(answered.status()).toBe(201);
    }
    const closed = await page.request.patch(`/api/sessions/${progress.sessionId}`, {
      headers: asCandidate,
      data: {
        status: 'completed',
        completedAt: new Date().toISOString(),
        timePerQuestion: [1, 1],
        tabSwitchCount: 0,
      },
    });
    expect(closed.status()).toBe(200);
    await page.getByRole('button', { name: 'Start recording' }).click();
    await page.waitForTimeout(800);
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByText('Failed to submit response').waitFor({ timeout: UI_TIMEOUT });
    await check(page, 'refused answer');
    await page.context().close();
  });

  it('the identity check: instructions and recording', async () => {
    const page = await newPage();
    await startInterview(page, identityJobId, 'baraka@example.org');
    await page.getByRole('heading', { name: 'Identity verification' }).waitFor({ timeout: UI_TIMEOUT });
    await check(page, 'identity check');
    await page.getByRole('button', { name: 'Start verification' }).click();
    await page.getByText(/REC \d/).waitFor({ timeout: UI_TIMEOUT });
    await check(page, 'identity check (recording)');
    await page.getByRole('button', { name: 'Stop recording' }).click();
    await page.getByRole('button', { name: 'Retake' }).waitFor({ timeout: UI_TIMEOUT });
    await check(page, 'identity check (preview)');
    await page.context().close();
  });

  it('the HR screens of a busy organisation', async () => {
    const page = await newPage();
    await signIn(page, seeded.hr.email);
    const job = seeded.jobs.find((j) => j.evalVersion === 'criteria-v1')!;
    const overview = (await (await page.request.get(`/api/jobs/${job.id}/candidates-v2`)).json()) as {
      candidates: { session: { id: string }; evaluation: { overallScore: number | null } | null }[];
    };
    const evaluated = overview.candidates.filter((c) => c.evaluation).map((c) => c.session.id);
    // Candidates the scorer would not score (too little could be assessed), in any demo job: their own notice.
    const notScored: string[] = [];
    for (const other of seeded.jobs) {
      const list = (await (
        await page.request.get(`/api/jobs/${other.id}/candidates-v2`)
      ).json()) as typeof overview;
      for (const c of list.candidates ?? []) {
        if (c.evaluation && c.evaluation.overallScore === null) {
          notScored.push(`/jobs/${other.id}/candidates/${c.session.id}`);
        }
      }
    }
    expect(notScored.length, 'the demo has a candidate that is not scored').toBeGreaterThan(0);
    for (const path of [
      '/',
      '/hr',
      '/hr-portal',
      '/dashboard',
      `/dashboard/${job.id}`,
      `/jobs/${job.id}/candidates`,
      `/jobs/${job.id}/candidates/${evaluated[0]}`,
      ...notScored.slice(0, 1),
      `/jobs/${job.id}/compare?sessions=${evaluated.slice(0, 3).join(',')}`,
      `/jobs/${job.id}/panel`,
      '/members',
      '/integrations',
      '/account',
    ]) {
      await open(page, path);
      await check(page, `HR ${path}`);
    }
    // The panel builder's Available column with more candidates than one page: its "Showing"
    // line and page buttons. The real answer, told that more candidates match than the demo has.
    const panelCalls = '**/api/jobs/*/panel*';
    await page.route(panelCalls, async (route) => {
      const response = await route.fetch();
      const body = (await response.json()) as { page: { matching: number; offset: number } };
      body.page.matching = body.page.offset + 500;
      await route.fulfill({ response, json: body });
    });
    await open(page, `/jobs/${job.id}/panel`);
    await page.getByRole('button', { name: 'Next page' }).waitFor({ timeout: UI_TIMEOUT });
    await check(page, 'HR panel with more than a page available');
    await page.unroute(panelCalls);
    // A new API key, shown once in full: the longest unbroken text of the HR screens.
    await open(page, '/integrations');
    await page.getByLabel('Key name').fill('Applicant tracking system of the Nairobi office');
    await page.getByRole('button', { name: 'Create key' }).click();
    await page.getByLabel('New API key').waitFor({ timeout: UI_TIMEOUT });
    await check(page, 'HR new API key');
    // A webhook endpoint with a long address, its secret shown and its (empty) delivery log.
    await page
      .getByLabel(/Endpoint URL/)
      .fill('https://applicant-tracking.nairobi-office.example.com/hooks/sauti/interviews');
    await page.getByRole('button', { name: 'Add endpoint' }).click();
    await page.getByLabel('Signing secret').waitFor({ timeout: UI_TIMEOUT });
    await check(page, 'HR new webhook endpoint');
    // Its secret rotated: the confirmation, then the new secret with the grace-period line.
    await page.getByRole('button', { name: /^Rotate the secret of / }).click();
    await page.getByRole('dialog').waitFor();
    await check(page, 'HR rotate webhook secret dialog');
    await page.getByRole('dialog').getByRole('button', { name: 'Rotate secret' }).click();
    await page.getByText(/^New signing secret/).waitFor({ timeout: UI_TIMEOUT });
    await check(page, 'HR rotated webhook secret');
    // The dialogs of the job dashboard, over a phone's whole width.
    await open(page, `/dashboard/${job.id}`);
    for (const opener of ['View Details', 'View Full Transcript']) {
      await page.getByRole('button', { name: opener }).first().click();
      await page.getByRole('dialog').waitFor();
      await check(page, `HR dialog ${opener}`);
      await page.keyboard.press('Escape');
      await page.getByRole('dialog').waitFor({ state: 'detached' });
    }
    await page.context().close();
  });

  it("the administrator's screens", async () => {
    const page = await newPage();
    await signIn(page, ADMIN.email);
    for (const path of ['/analytics', '/admin/impersonation']) {
      await open(page, path);
      await check(page, path);
    }
    await page.context().close();
  });
});
