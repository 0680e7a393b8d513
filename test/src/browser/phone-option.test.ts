import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { driveCall } from '@sauti/adapters/testing/wire/call-driver';
import { startTwilioServer, type TwilioFake } from '@sauti/adapters/testing/wire/twilio-server';
import { freePort, type TestApp } from '@sauti/http/testing/test-app';
import { askForCall, candidate, lastTwilioCall } from '@sauti/http/phone/phone-fixtures';
import { startCandidateJobApp } from '../support/candidate-job.js';
import { chromiumAvailable, launchChromium } from '../support/chromium.js';
import { checkAtEveryWidth, WIDTHS } from '../support/layout-check.js';

/**
 * The phone channel in Chromium at 320, 360, 390 px and a desktop (docs/behaviour/interview.md
 * §20): the intake's "No data? Answer by phone call" offered with a provider configured (Twilio's
 * wire fake on loopback) and absent without one; and HR's side of a phone interview taken
 * through the real call flow against that fake: the 'Phone' badge on the overview row and the
 * candidate page, and the overview's 'Phone calls' card with its minutes and estimated cost.
 */
const UI_TIMEOUT = 20_000;
const PHONE_OPTION = 'No data? Answer by phone call';
const HR = { email: 'hr@mbuyu-freight.co.tz', password: 'weigh the page 1' };
const run = chromiumAvailable();
let twilio: TwilioFake;
let server: TestApp;
let plain: TestApp;
let browser: Browser;
let jobId: string;
let plainJobId: string;

beforeAll(async () => {
  if (!run) return;
  twilio = await startTwilioServer({ accountSid: `AC${'0'.repeat(32)}`, authToken: 'browser-token' });
  const port = await freePort();
  ({ server, jobId } = await startCandidateJobApp(
    {
      TTS_PROVIDER: 'none',
      STT_PROVIDER: 'none',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
      PHONE_PROVIDER: 'twilio',
      PHONE_NUMBER: '+254207654321',
      PHONE_NUMBER_SECRET: 'browser-number-secret-0000000',
      PHONE_DEFAULT_COUNTRY: 'KE',
      PHONE_COST_PER_MINUTE: '0.0135 USD',
      TWILIO_ACCOUNT_SID: twilio.accountSid,
      TWILIO_AUTH_TOKEN: twilio.authToken,
      TWILIO_API_URL: twilio.origin,
    },
    { port },
  ));
  ({ server: plain, jobId: plainJobId } = await startCandidateJobApp({
    TTS_PROVIDER: 'none',
    STT_PROVIDER: 'none',
  }));
  browser = await launchChromium();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await plain?.stop();
  await twilio?.close();
});

async function newPage(app: TestApp): Promise<Page> {
  return browser.newPage({ baseURL: app.url, viewport: { width: 360, height: 740 } });
}

async function intake(): Promise<Page> {
  const page = await newPage(server);
  await page.goto(`/interview/${jobId}`);
  await page.getByRole('heading', { name: PHONE_OPTION }).waitFor({ timeout: UI_TIMEOUT });
  return page;
}

/** A candidate's phone interview, start to end, through the call flow Twilio's fake drives. */
async function phoneInterview(phone: string): Promise<string> {
  const started = await askForCall(server, jobId, 'outbound', phone);
  const { carrier, url } = lastTwilioCall(twilio, `+254${phone.replace(/\D/g, '').slice(1)}`);
  await driveCall(carrier, url, candidate().script);
  return started.sessionId;
}

async function signedInHr(): Promise<Page> {
  const page = await newPage(server);
  await page.goto('/login');
  await page.getByLabel('Email').fill(HR.email);
  await page.getByLabel('Password', { exact: true }).fill(HR.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'));
  return page;
}

describe.skipIf(!run)('the phone option on the intake', () => {
  it('is laid out at every width, before and after the candidate asks', async () => {
    const page = await intake();
    expect(await checkAtEveryWidth(page, 'intake phone option')).toEqual([]);
    const form = page.getByRole('form', { name: 'Answer by phone call' });
    await form.getByLabel('Full name').fill('Amani Juma');
    await form.getByLabel('Phone number to call').fill('0712 999 000');
    await form.getByRole('button', { name: 'Call me' }).click();
    // Twilio's fake places the call and sends the text: the candidate is told both.
    await page
      .getByText(
        /^We are calling you now\. If the call drops, call \+254207654321 and enter PIN \d{6} to continue\. We also sent the number and PIN to your phone by text message\.$/,
      )
      .waitFor({ timeout: UI_TIMEOUT });
    expect(twilio.calls().at(-1)!.to).toBe('+254712999000');
    expect(await checkAtEveryWidth(page, 'intake phone option ready')).toEqual([]);
    await page.close();
  });

  it('is absent at every width when no provider is configured', async () => {
    const page = await newPage(plain);
    await page.goto(`/interview/${plainJobId}`);
    await page.getByRole('button', { name: 'Start Interview' }).waitFor({ timeout: UI_TIMEOUT });
    for (const width of WIDTHS) {
      await page.setViewportSize({ width, height: 740 });
      expect(await page.getByText(PHONE_OPTION).count(), `${width}px`).toBe(0);
      expect(await page.getByRole('button', { name: 'Call me' }).count(), `${width}px`).toBe(0);
    }
    expect(await checkAtEveryWidth(page, 'intake without a phone provider')).toEqual([]);
    await page.close();
  });
});

describe.skipIf(!run)('HR sees a phone interview', () => {
  it("with the 'Phone' badge on the overview row and the candidate page, and the Phone calls card", async () => {
    // askForCall's candidate is Otieno Ouma.
    const sessionId = await phoneInterview('0712 345 678');
    const page = await signedInHr();
    await page.goto(`/jobs/${jobId}/candidates`);
    const card = page.getByText('Phone calls', { exact: true });
    await card.waitFor({ timeout: UI_TIMEOUT });
    // Two calls were placed (the intake test's, never answered, and this one of 95 s): two started
    // minutes at 0.0135 USD.
    await page.getByText('1.6 min · about USD 0.03').waitFor({ timeout: UI_TIMEOUT });
    const row = page.getByRole('article', { name: 'Otieno Ouma' });
    await row.getByText('Phone', { exact: true }).waitFor({ timeout: UI_TIMEOUT });
    expect(await row.getByTitle('Taken on a phone call').count()).toBe(1);
    expect(await checkAtEveryWidth(page, 'overview with a phone interview')).toEqual([]);

    await page.goto(`/jobs/${jobId}/candidates/${sessionId}`);
    await page.getByRole('heading', { name: 'Otieno Ouma' }).waitFor({ timeout: UI_TIMEOUT });
    await page.getByTitle('Taken on a phone call').waitFor({ timeout: UI_TIMEOUT });
    expect(await checkAtEveryWidth(page, 'candidate page of a phone interview')).toEqual([]);
    await page.close();
  }, 120_000);
});
