import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { speechFile } from '@sauti/adapters/testing/speech/generate';
import { chromiumAvailable } from '../support/chromium.js';
import { startLineWorld, type LineWorld } from '../support/interview-on-a-line.js';

/**
 * The interview's offline copy when the line drops while the service worker installs: the browser
 * forgets a registration whose install failed and never retries by itself, so the page installs it
 * again at the next stage (or when the connection comes back), and the interview still reopens offline.
 */
const QUESTIONS = ['Tell us about a sale you are proud of.'];
/** The precache download of the interview's page: only the installing worker asks for this path. */
const PRECACHE_OF_THE_PAGE = /^\/interview\.html(?:\?|$)/;

const run = chromiumAvailable();
let world: LineWorld;

beforeAll(async () => {
  if (!run) return;
  world = await startLineWorld(QUESTIONS, await speechFile('I sold forty solar lamps', { format: 'wav' }));
});
afterAll(() => world?.close());

describe.skipIf(!run)('an install of the offline copy broken by a drop', () => {
  it('is made again at the next stage, and the interview then reopens offline', async () => {
    const allow = world.line.refuse(PRECACHE_OF_THE_PAGE);
    const context = await world.browser.newContext({ baseURL: world.line.url, permissions: ['microphone'] });
    const page = await context.newPage();
    // Polled with evaluate: the page's CSP forbids the eval that waitForFunction of a string needs.
    const holds = (expression: string) => () => page.evaluate(expression) as Promise<boolean>;
    try {
      await page.goto(`/interview/${world.jobId}`);
      await page.getByRole('button', { name: 'Start Interview' }).waitFor();
      await expect.poll(() => world.line.counts().refused, { timeout: 30_000 }).toBeGreaterThan(0);
      // The broken install leaves no registration behind: nothing would ever install it again.
      await expect
        .poll(holds('navigator.serviceWorker.getRegistration().then((r) => r === undefined)'), {
          timeout: 30_000,
        })
        .toBe(true);
      allow();

      await page.getByLabel('Full name').fill('Neema Otieno');
      await page.getByLabel('Phone number').fill('+255 754 000 222');
      await page.getByLabel('Email').fill('neema@example.org');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Start Interview' }).click();
      const warmUp = page.getByRole('heading', { name: 'Practice question: voice warm-up' });
      await warmUp.waitFor();
      // The change of stage installs it again, and it takes the page over (clientsClaim).
      await expect.poll(holds('navigator.serviceWorker.controller !== null'), { timeout: 30_000 }).toBe(true);

      await context.setOffline(true);
      world.line.cut();
      await page.reload();
      await warmUp.waitFor({ timeout: 30_000 });
    } finally {
      world.line.restore();
      await context.close();
    }
  });
});
