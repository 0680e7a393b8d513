import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { speechFile } from '@sauti/adapters/testing/speech/generate';
import type { TestApp } from '@sauti/http/testing/test-app';
import { axeViolations, BLOCKING_IMPACTS, describeViolations } from '../support/axe.js';
import { CANDIDATE_JOB_QUESTIONS, startCandidateJobApp, startInterviewAs } from '../support/candidate-job.js';
import { chromiumAvailable } from '../support/chromium.js';
import { launchWithMicrophone, nearSilentMicrophone } from '../support/fake-microphone.js';
import { checkAtEveryWidth } from '../support/layout-check.js';

/**
 * The recording check of docs/behaviour/interview.md §16 in Chromium, on a 360 px phone: an answer
 * recorded from a microphone that hears next to nothing is offered a retake, once; a spoken answer
 * is not. Two browsers, one per fake microphone (Chromium takes one file for the whole browser).
 */
const SPOKEN = 'I have five years of experience in logistics and customer service';
const PHONE = { width: 360, height: 740 };
const UI_TIMEOUT = 20_000;
const OFFER = 'Your answer is hard to hear';
const QUIET = 'It is very quiet. Hold the phone near your mouth and speak a little louder.';

const run = chromiumAvailable();
let server: TestApp;
let silentMicrophone: Browser;
let speakingMicrophone: Browser;
let jobId: string;

beforeAll(async () => {
  if (!run) return;
  ({ server, jobId } = await startCandidateJobApp({ TTS_PROVIDER: 'none', STT_PROVIDER: 'none' }));
  silentMicrophone = await launchWithMicrophone(await nearSilentMicrophone());
  speakingMicrophone = await launchWithMicrophone(await speechFile(SPOKEN, { format: 'wav' }));
});
afterAll(async () => {
  await silentMicrophone?.close();
  await speakingMicrophone?.close();
  await server?.stop();
});

/** A phone-sized page (bypassing CSP, for axe) that has started the interview and recorded the warm-up. */
async function atFirstQuestion(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({
    baseURL: server.url,
    permissions: ['microphone'],
    viewport: PHONE,
    bypassCSP: true,
  });
  const page = await context.newPage();
  await page.goto(`/interview/${jobId}`);
  await startInterviewAs(page, email);
  await page
    .getByRole('heading', { name: 'Practice question: voice warm-up' })
    .waitFor({ timeout: UI_TIMEOUT });
  await record(page, 2);
  await page.getByRole('button', { name: 'Continue to the questions' }).click();
  await page.getByRole('heading', { name: CANDIDATE_JOB_QUESTIONS[0] }).waitFor({ timeout: UI_TIMEOUT });
  return page;
}

/** Records `seconds` of the fake microphone and waits until the recording was measured. */
async function record(page: Page, seconds: number) {
  await page.getByRole('button', { name: 'Start recording' }).click();
  await page.getByRole('button', { name: 'Stop recording' }).waitFor();
  await page.waitForTimeout(seconds * 1000); // the fake microphone plays in real time
  await page.getByRole('button', { name: 'Stop recording' }).click();
  await page.getByLabel('Your recording').waitFor({ timeout: UI_TIMEOUT });
}

/** What the recorder's polite live region says now. */
function announced(page: Page): Promise<string> {
  return page.locator('p[role="status"][aria-live="polite"]').first().innerText();
}

async function storedAnswers(email: string) {
  return server.app.get(STORAGE.RequestScope).run(async () => {
    const repos = server.app.get(STORAGE.Repositories);
    const [session] = (await repos.candidateSessions.listByJob(jobId)).filter(
      (s) => s.candidateEmail === email,
    );
    return session ? repos.candidateResponses.listBySession(session.id) : [];
  });
}

describe.skipIf(!run)('the offer to record again, in Chromium on a 360 px phone', () => {
  it('offers a retake of a near-silent answer, once, in plain words a screen reader hears; a kept one is uploaded', async () => {
    const page = await atFirstQuestion(silentMicrophone, 'silent@example.org');
    await record(page, 3);
    await page.getByRole('heading', { name: OFFER }).waitFor();
    expect(await page.getByText(QUIET, { exact: true }).isVisible()).toBe(true);
    expect(await announced(page)).toBe(`${OFFER}. ${QUIET} Do you want to record this answer again?`);
    expect(await page.getByRole('button', { name: 'Re-record' }).count()).toBe(0);
    const violations = await axeViolations(page);
    console.info(describeViolations('retake offer', violations));
    expect(
      violations.filter((v) => (BLOCKING_IMPACTS as readonly string[]).includes(v.impact ?? '')),
    ).toEqual([]);
    expect(await checkAtEveryWidth(page, 'retake offer')).toEqual([]);

    // Record again: the retake is as silent, and this time the usual buttons come, with no offer.
    await page.getByRole('button', { name: 'Record again' }).click();
    await record(page, 3);
    await page.getByRole('button', { name: 'Re-record' }).waitFor();
    expect(await page.getByRole('heading', { name: OFFER }).count()).toBe(0);
    expect(await announced(page)).toMatch(/^Answer recorded\./);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    // The next question gets its own offer; keeping the answer saves and uploads it like any other.
    await page.getByRole('heading', { name: CANDIDATE_JOB_QUESTIONS[1] }).waitFor({ timeout: UI_TIMEOUT });
    await record(page, 3);
    await page.getByRole('button', { name: 'Keep and submit' }).waitFor();
    expect(await checkAtEveryWidth(page, 'retake offer, last question')).toEqual([]);
    await page.getByRole('button', { name: 'Keep and submit' }).click();
    await page.getByRole('heading', { name: 'Interview Complete' }).waitFor({ timeout: 60_000 });
    expect((await storedAnswers('silent@example.org')).map((a) => a.questionIndex).sort()).toEqual([0, 1]);
    await page.context().close();
  });

  it('makes no offer for a spoken answer', async () => {
    const page = await atFirstQuestion(speakingMicrophone, 'spoken@example.org');
    await record(page, 4);
    await page.getByRole('button', { name: 'Re-record' }).waitFor();
    expect(await page.getByRole('heading', { name: OFFER }).count()).toBe(0);
    expect(await announced(page)).toMatch(/^Answer recorded\./);
    await page.context().close();
  });
});
