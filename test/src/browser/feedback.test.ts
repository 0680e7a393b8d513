import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { storeEvaluation, takeInterview } from '@sauti/http/feedback/feedback-fixtures';
import { createJob } from '@sauti/http/jobs/job-fixtures';
import { outboxMails } from '@sauti/http/testing/outbox';
import { signUp } from '@sauti/http/testing/sign-up';
import { startTestApp, type TestApp } from '@sauti/http/testing/test-app';
import { axeViolations, blocking, describeViolations } from '../support/axe.js';
import { chromiumAvailable, launchChromium } from '../support/chromium.js';
import { openForwarder, type Forwarder } from '../support/forwarder.js';
import { checkAtEveryWidth } from '../support/layout-check.js';
import { ensureWebBuilt } from '../support/web-build.js';

/**
 * Feedback and human review in a real Chromium on the built app (docs/behaviour/interview.md
 * §16, §17): the intake's notice and "How your interview is assessed", HR sending the feedback from
 * the candidate's page, the candidate's page from the mailed link, the review request, and HR
 * recording its outcome. Each screen is checked at 320, 360, 390 px and on a desktop
 * (LAYOUT_SCREENSHOTS=<folder> keeps a screenshot of each).
 */
const PASSWORD = 'feedback for everyone 1';
const HR_EMAIL = 'amina@acme-logistics.co.ke';
const UI_TIMEOUT = 20_000;
const run = chromiumAvailable();
let forwarder: Forwarder;
let server: TestApp;
let browser: Browser;
let job: { id: string; questions: unknown[] };

beforeAll(async () => {
  if (!run) return;
  forwarder = await openForwarder();
  server = await startTestApp(
    { PUBLIC_URL: forwarder.url, TTS_PROVIDER: 'none', STT_PROVIDER: 'none', CANDIDATE_RETENTION: '6m' },
    { webDistDir: ensureWebBuilt() },
  );
  forwarder.forwardTo(server.url);
  const hr = (
    await signUp(server, { email: HR_EMAIL, password: PASSWORD, firstName: 'Amina', lastName: 'Otieno' })
  ).client;
  job = await createJob(hr, {
    requireIdentityVerification: 'false',
    title: 'Senior Logistics and Procurement Coordinator (East Africa)',
  });
  browser = await launchChromium();
}, 240_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await forwarder?.close();
});

async function newPage(): Promise<Page> {
  // axe is injected as a script, which the app's Content-Security-Policy would refuse.
  const context = await browser.newContext({
    baseURL: forwarder.url,
    viewport: { width: 390, height: 740 },
    bypassCSP: true,
  });
  return context.newPage();
}

/** The layout at every width, and axe's serious and critical rules (docs/architecture.md, Tests). */
async function check(page: Page, screen: string) {
  const problems = await checkAtEveryWidth(page, screen);
  if (problems.length) console.info(problems.join('\n'));
  expect.soft(problems, screen).toEqual([]);
  const violations = await axeViolations(page);
  if (violations.length) console.info(describeViolations(screen, violations));
  expect
    .soft(
      blocking(violations).map((v) => `${v.id}: ${v.targets.join(' | ')}`),
      screen,
    )
    .toEqual([]);
}

async function signIn(page: Page) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(HR_EMAIL);
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL(`${forwarder.url}/`);
}

describe.skipIf(!run)('feedback and human review in the browser', () => {
  it('tells the candidate before recording how the interview is assessed', async () => {
    const page = await newPage();
    await page.goto(`/interview/${job.id}`);
    const notice = page.getByTestId('consent-notice');
    await notice.waitFor({ timeout: UI_TIMEOUT });
    expect(await notice.textContent()).toContain('A person makes every decision about your application.');
    await check(page, 'intake notice');
    const [explanation] = await Promise.all([
      page.context().waitForEvent('page'),
      notice.getByRole('link', { name: 'How your interview is assessed' }).click(),
    ]);
    await explanation.getByTestId('assessed-criteria').waitFor({ timeout: UI_TIMEOUT });
    expect(await explanation.getByTestId('retention').textContent()).toContain(
      'For 6 months after your interview.',
    );
    expect(await explanation.getByTestId('assessed-criteria').textContent()).toContain('30%');
    await check(explanation, 'how your interview is assessed');
    await page.context().close();
  });

  it('HR sends the feedback from the candidate’s page; the candidate reads it and asks for a review; HR records the outcome', async () => {
    const { sessionId } = await takeInterview(server, job, {
      name: 'Baraka Otieno-Wanjiku',
      email: 'baraka@example.org',
    });
    await storeEvaluation(server, sessionId);

    const hr = await newPage();
    await signIn(hr);
    await hr.goto(`/jobs/${job.id}/candidates/${sessionId}`);
    const card = hr.getByTestId('candidate-feedback');
    await card.waitFor({ timeout: UI_TIMEOUT });
    expect(await card.textContent()).toContain('Goes to the candidate automatically on');
    await check(hr, 'feedback to the candidate (draft)');
    await card.getByLabel('A message of your own (optional)').fill('Thank you for your time, Baraka.');
    await card.getByRole('button', { name: 'Send now' }).click();
    await hr.getByRole('button', { name: 'Send feedback' }).click();
    await card.getByTestId('sent-feedback').waitFor({ timeout: UI_TIMEOUT });

    const mails = await outboxMails(server.app.get(TOKENS.Config).dataDir);
    const feedbackMail = mails.find(
      (m) => m.to === 'baraka@example.org' && m.subject.startsWith('Your interview feedback'),
    );
    const link = /https?:\/\/\S+\/feedback\/\S+\?token=[\w-]+/.exec(feedbackMail?.text ?? '')?.[0];
    expect(link).toBeDefined();

    const candidate = await newPage();
    await candidate.goto(new URL(link!).pathname + new URL(link!).search);
    await candidate.getByTestId('feedback').waitFor({ timeout: UI_TIMEOUT });
    expect(await candidate.getByTestId('feedback').textContent()).toContain(
      'Thank you for your time, Baraka.',
    );
    await check(candidate, 'candidate feedback page');
    const review = candidate.getByTestId('review-request');
    await review
      .getByLabel(/What should the person know/)
      .fill('I think my second answer was not heard well.');
    await review.getByRole('button', { name: 'Ask for a human review' }).click();
    await review.getByText(/A person will review your interview/).waitFor({ timeout: UI_TIMEOUT });
    await check(candidate, 'review request sent');

    await hr.goto(`/jobs/${job.id}/candidates`);
    const badge = hr.getByTestId('review-requests-badge');
    await badge.waitFor({ timeout: UI_TIMEOUT });
    expect(await badge.textContent()).toBe('1open review request');
    await hr.getByLabel('Hours after the interview').waitFor();
    await check(hr, 'candidates overview with a review request');
    await badge.click();
    await hr.waitForURL(`${forwarder.url}/reviews?jobId=${job.id}`);
    const request = hr.getByTestId('human-review').first();
    await request.waitFor({ timeout: UI_TIMEOUT });
    await check(hr, 'candidate reviews');
    await request.getByLabel('The decision was changed').check();
    await request
      .getByLabel(/Note to the candidate/)
      .fill('We listened again and will invite you to a panel interview.');
    await request.getByRole('button', { name: 'Record and tell the candidate' }).click();
    await request.getByText(/Candidate told/).waitFor({ timeout: UI_TIMEOUT });

    await candidate.reload();
    await candidate.getByText('After the review, the decision was changed.').waitFor({ timeout: UI_TIMEOUT });
    await check(candidate, 'review outcome');
    await candidate.goto(`/interview/${job.id}/feedback/${sessionId}?token=${'x'.repeat(43)}`);
    await candidate.getByRole('heading', { name: 'Link not valid' }).waitFor({ timeout: UI_TIMEOUT });
    await check(candidate, 'feedback link not valid');
    await hr.context().close();
    await candidate.context().close();
  });
});
