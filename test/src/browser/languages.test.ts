import { describe, expect, it } from 'vitest';
import { appInChromium } from '../support/app-in-chromium.js';
import { chromiumAvailable } from '../support/chromium.js';
import { addressOf, apiJson, registeredHrPage } from '../support/hr-session.js';
import { checkAtEveryWidth } from '../support/layout-check.js';

/**
 * Interview languages as people meet them (docs/behaviour/interview.md §22): the landing page
 * lists what this installation serves, and HR picks a served language on the job form; both laid
 * out at every width (320, 360, 390 px and desktop).
 */
const run = chromiumAvailable();
const suite = appInChromium(run);

describe.skipIf(!run)('interview languages in Chromium', () => {
  it("the landing page lists this installation's languages with what each gets", async () => {
    const page = await (await suite.browser.newContext({ baseURL: suite.server.url })).newPage();
    page.on('pageerror', (error) => suite.pageErrors.push(error.message));
    await page.goto('/');
    const list = page.getByRole('list', { name: 'Interview languages on this installation' });
    await list.getByText('Oshiwambo', { exact: true }).waitFor();
    expect(await list.getByRole('listitem').allTextContents()).toContain(
      'Swahili (Kiswahili)spoken questions and recordings, scored by your team',
    );
    expect(await page.locator('body').textContent()).not.toMatch(/coming soon/i);
    await list.scrollIntoViewIfNeeded();
    expect(await checkAtEveryWidth(page, 'landing languages')).toEqual([]);
  });

  it('HR picks Afrikaans on the job form and the job is saved in Afrikaans', async () => {
    const page = await registeredHrPage(
      suite.browser,
      addressOf(suite.server),
      { email: 'anna@karoo-wyn.co.za', first: 'Anna', last: 'van Wyk' },
      suite.pageErrors,
    );
    await page.getByRole('link', { name: 'Create Job' }).first().click();
    await page.getByRole('heading', { name: 'Create Job' }).waitFor();
    const language = page.getByLabel('Interview Language', { exact: true });
    await expect
      .poll(async () => (await language.locator('option').allTextContents()).length)
      .toBeGreaterThan(1);
    const options = await language.locator('option').allTextContents();
    expect(options).toContain('Afrikaans');
    expect(options.some((o) => o.startsWith('Zulu'))).toBe(false);
    await language.selectOption('af');
    await page
      .getByText(
        'Write the questions in Afrikaans. Candidates get spoken questions and recordings, scored by your team.',
      )
      .waitFor();
    expect(await checkAtEveryWidth(page, 'job form language')).toEqual([]);

    await page.getByLabel('Job Title', { exact: true }).fill('Wynmaker');
    await page
      .getByLabel('Job Description', { exact: true })
      .fill('Maak wyn op ons plaas naby Stellenbosch.');
    await page.getByLabel('Location', { exact: true }).fill('Stellenbosch');
    await page.getByLabel('Company Name', { exact: true }).fill('Karoo Wyn');
    await page.getByLabel('Job Type', { exact: true }).selectOption('full-time');
    await page.getByLabel('Question 1', { exact: true }).fill('Vertel ons asseblief van u vorige werk.');
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await expect
      .poll(async () =>
        (await apiJson<{ title: string; language: string }[]>(page, '/api/jobs')).map((j) => j.language),
      )
      .toEqual(['af']);
  });
});
