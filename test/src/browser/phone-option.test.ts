import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort, type TestApp } from '@sauti/http/testing/test-app';
import { startCandidateJobApp } from '../support/candidate-job.js';
import { chromiumAvailable, launchChromium } from '../support/chromium.js';
import { checkAtEveryWidth } from '../support/layout-check.js';

/**
 * The intake's "No data? Answer by phone call" (docs/behaviour/interview.md §20) in Chromium at
 * 320, 360, 390 px and a desktop: offered with a provider configured (its API a closed loopback
 * port, so 'Call me' falls back to calling in), laid out without overflow or small controls.
 */
const UI_TIMEOUT = 20_000;
const run = chromiumAvailable();
let server: TestApp;
let browser: Browser;
let jobId: string;

beforeAll(async () => {
  if (!run) return;
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
      TWILIO_ACCOUNT_SID: `AC${'0'.repeat(32)}`,
      TWILIO_AUTH_TOKEN: 'browser-token',
      TWILIO_API_URL: 'http://127.0.0.1:9',
    },
    { port },
  ));
  browser = await launchChromium();
}, 300_000);
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function intake(): Promise<Page> {
  const page = await browser.newPage({ baseURL: server.url, viewport: { width: 360, height: 740 } });
  await page.goto(`/interview/${jobId}`);
  await page.getByRole('heading', { name: 'No data? Answer by phone call' }).waitFor({ timeout: UI_TIMEOUT });
  return page;
}

describe.skipIf(!run)('the phone option on the intake', () => {
  it('is laid out at every width, before and after the candidate asks', async () => {
    const page = await intake();
    expect(await checkAtEveryWidth(page, 'intake phone option')).toEqual([]);
    const form = page.getByRole('form', { name: 'Answer by phone call' });
    await form.getByLabel('Full name').fill('Otieno Ouma');
    await form.getByLabel('Phone number to call').fill('0712 345 678');
    await form.getByRole('button', { name: 'Call me' }).click();
    // The provider cannot be reached here: the candidate is given the number and PIN to call.
    // Nor can the text go, so the page does not claim it did.
    const told = page.getByText(/^To take your interview, call \+254207654321 and enter PIN \d{6}\.$/);
    await told.waitFor({ timeout: UI_TIMEOUT });
    expect(await checkAtEveryWidth(page, 'intake phone option ready')).toEqual([]);
    await page.close();
  });
});
