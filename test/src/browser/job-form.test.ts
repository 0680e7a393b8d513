import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInChromium } from '../support/app-in-chromium.js';
import { chromiumAvailable } from '../support/chromium.js';
import { apiJson, fitsWidth, registeredHrPage, screenshot } from '../support/hr-session.js';

/**
 * The job form as a person uses it (issue 18's "done when"): typing, leaving a field empty and
 * coming back to it, suggestions drawn from the job's own words, Save as Draft, editing, leaving
 * with unsaved changes, publishing; the messages and the form's state are checked at each step.
 */
const run = chromiumAvailable();
const suite = appInChromium(run);

type ApiJob = {
  id: string;
  title: string;
  status: string;
  location: string;
  skills: string[];
  questions: unknown[];
};

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });
/** The message the form shows under a field (tied to it with aria-describedby), or null. */
async function messageOf(control: Locator): Promise<string | null> {
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(' ');
  const errorId = ids.find((id) => id.endsWith('-error'));
  return errorId ? control.page().locator(`[id="${errorId}"]`).textContent() : null;
}
const questionFields = (page: Page) => page.getByRole('textbox', { name: /^Question \d+$/ });
const toast = (page: Page, title: string) =>
  page.getByRole('region', { name: /^Notifications/ }).getByText(title, { exact: true });

describe.skipIf(!run)('the job form in Chromium, as a person fills it in', () => {
  it('validates as the user types, keeps a saved draft in the form, asks before leaving, then publishes', async () => {
    const page = await registeredHrPage(
      suite.browser,
      suite.server.url,
      { email: 'wanjiku@tembo-freight.co.ke', first: 'Wanjiku', last: 'Mwangi' },
      suite.pageErrors,
    );
    await page.getByRole('link', { name: 'Create Job' }).first().click();
    await page.getByRole('heading', { name: 'Create Job' }).waitFor();
    await expect.poll(() => page.title()).toBe('Create Job · Sauti');
    const title = field(page, 'Job Title');
    expect(await messageOf(title)).toBeNull();

    // Into the title and out again without typing: the message appears; typing clears it at once.
    await title.click();
    await page.keyboard.press('Tab');
    expect(await messageOf(title)).toBe('Job title is required');
    expect(await title.getAttribute('aria-invalid')).toBe('true');
    await screenshot(page, 'job-form-title-left-empty-desktop');
    await title.click();
    await page.keyboard.type('W');
    expect(await messageOf(title)).toBeNull();
    await page.keyboard.type('arehouse Shift Supervisor');
    // Fields not visited yet say nothing.
    expect(await messageOf(field(page, 'Location'))).toBeNull();

    await field(page, 'Job Description').click();
    await page.keyboard.type(
      'Run the night shift of our Nairobi distribution centre: receiving, picking and dispatch, with safe forklift work.',
    );
    await field(page, 'Location').click();
    await page.keyboard.type('Nairobi');
    await field(page, 'Company Name').click();
    await page.keyboard.type('Tembo Freight');
    await field(page, 'Job Type').selectOption('full-time');
    const skills = page.getByRole('textbox', { name: 'Skills', exact: true });
    for (const skill of ['Forklift', 'Inventory control']) {
      await skills.fill(skill);
      await skills.press('Enter');
    }
    await page.getByRole('button', { name: 'Remove Inventory control' }).waitFor();

    // The one question left empty: its message shows when the user moves on.
    const firstQuestion = field(page, 'Question 1');
    await firstQuestion.click();
    await page.keyboard.press('Tab');
    expect(await messageOf(firstQuestion)).toBe('Question cannot be empty');

    // Without a language model the suggestions come from the job's own words.
    await page.getByRole('button', { name: 'Generate Criteria' }).click();
    const leadership = page.getByRole('slider', { name: 'Leadership weight' });
    expect(await leadership.inputValue()).toBe('25');
    await page.getByRole('button', { name: 'Save Criteria' }).click();
    await page.getByRole('button', { name: 'Suggest questions' }).click();
    const suggestions = page.getByRole('region', { name: 'Suggested questions' });
    await suggestions
      .getByText('Source: question bank for Warehouse and stores roles', { exact: true })
      .waitFor();
    const suggested = await suggestions.getByRole('listitem').allTextContents();
    expect(suggested.join(' ')).toMatch(/warehouse/i);
    expect(suggested.join(' ')).toMatch(/shift/i);
    await suggestions.getByRole('button', { name: 'Use all' }).click();
    expect(await questionFields(page).count()).toBe(suggested.length);
    expect(await messageOf(field(page, 'Question 1'))).toBeNull();
    await page.getByRole('status').filter({ hasText: 'Unsaved changes' }).waitFor();

    // Leaving with unsaved changes asks first; Keep editing keeps everything.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    const leave = page.getByRole('dialog', { name: 'Leave without saving?' });
    await leave.waitFor();
    await screenshot(page, 'job-form-leave-dialog-desktop', false);
    await leave.getByRole('button', { name: 'Keep editing' }).click();
    await leave.waitFor({ state: 'detached' });
    expect(new URL(page.url()).pathname).toBe('/hr');
    expect(await title.inputValue()).toBe('Warehouse Shift Supervisor');

    // Save as Draft: the form keeps what was saved, a toast says so, the card offers what is next.
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await toast(page, 'Draft saved').waitFor();
    const card = page.getByRole('region', { name: 'Draft saved' });
    await card.waitFor();
    await page.getByRole('heading', { name: 'Edit Job' }).waitFor();
    expect(await suggestions.count()).toBe(0);
    expect(await title.inputValue()).toBe('Warehouse Shift Supervisor');
    expect(await questionFields(page).count()).toBe(suggested.length);
    expect(await page.getByText('Unsaved changes').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/hr');
    await screenshot(page, 'job-form-draft-saved-desktop');
    let [draft] = await apiJson<ApiJob[]>(page, '/api/jobs');
    expect(draft).toMatchObject({
      title: 'Warehouse Shift Supervisor',
      status: 'draft',
      location: 'Nairobi',
    });
    expect(draft!.skills).toEqual(['Forklift', 'Inventory control']);
    expect(draft!.questions).toHaveLength(suggested.length);

    await card.getByRole('button', { name: 'Preview as candidate' }).click();
    const preview = page.getByRole('dialog', { name: 'Candidate preview' });
    await preview.getByRole('heading', { name: 'Warehouse Shift Supervisor' }).waitFor();
    await preview.getByText(`Question 1 of ${suggested.length}`).waitFor();
    await preview.getByText('Tembo Freight · Nairobi · Full-time').waitFor();
    await screenshot(page, 'job-form-candidate-preview-desktop', false);
    await preview.getByRole('button', { name: 'Close preview' }).click();
    await preview.waitFor({ state: 'detached' });

    // Editing the draft: emptying a field shows its message at once, refilling clears it.
    const location = field(page, 'Location');
    await location.fill('');
    expect(await messageOf(location)).toBe('Location is required');
    await location.click();
    await page.keyboard.type('Mombasa');
    expect(await messageOf(location)).toBeNull();
    await title.fill('Night Shift Warehouse Supervisor');
    await page.getByText('Unsaved changes').waitFor();
    await page.getByRole('button', { name: 'Update Draft' }).click();
    await toast(page, 'Draft saved').waitFor();
    await page.getByText('Unsaved changes').waitFor({ state: 'detached' });
    [draft] = await apiJson<ApiJob[]>(page, '/api/jobs');
    expect(draft).toMatchObject({
      title: 'Night Shift Warehouse Supervisor',
      location: 'Mombasa',
      status: 'draft',
    });

    // Publish from the card: the share card appears and the form starts a new job.
    await card.getByRole('button', { name: 'Publish' }).click();
    const published = page.getByRole('region', { name: 'Job Published!' });
    await published.waitFor();
    expect(await published.getByLabel('Interview link').inputValue()).toMatch(
      new RegExp(`^https?://[^/]+/interview/${draft!.id}$`),
    );
    await page.getByRole('heading', { name: 'Create Job' }).waitFor();
    expect(await title.inputValue()).toBe('');
    expect(await messageOf(title)).toBeNull();
    const jobs = await apiJson<ApiJob[]>(page, '/api/jobs');
    expect(jobs.map(({ id, status }) => ({ id, status }))).toEqual([{ id: draft!.id, status: 'active' }]);

    // A clean form lets the user go without asking.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL(`${suite.server.url}/dashboard`);
    await expect.poll(() => page.title()).toBe('Dashboard · Sauti');
    await page.context().close();
  });

  it('makes the browser ask before a tab with unsaved changes closes', async () => {
    const page = await registeredHrPage(
      suite.browser,
      suite.server.url,
      { email: 'otieno@tembo-freight.co.ke', first: 'Otieno', last: 'Ouma' },
      suite.pageErrors,
    );
    await page.goto('/hr');
    await field(page, 'Job Title').click();
    await page.keyboard.type('Delivery Driver');
    const asked = new Promise<string>((resolve) =>
      page.once('dialog', (dialog) => {
        resolve(dialog.type());
        void dialog.accept();
      }),
    );
    await page.close({ runBeforeUnload: true });
    expect(await asked).toBe('beforeunload');
    await page.context().close();
  });

  it('fits the form, its messages, the saved-draft card and the preview on 320, 360 and 390 px phones', async () => {
    const page = await registeredHrPage(
      suite.browser,
      suite.server.url,
      { email: 'amani@tembo-freight.co.ke', first: 'Amani', last: 'Kiprono' },
      suite.pageErrors,
    );
    await page.goto('/hr');
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await page.getByText('Job title is required').waitFor();
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 740 });
      expect(await fitsWidth(page), `${width} px with every message`).toBe(true);
      await screenshot(page, `job-form-messages-${width}`);
    }
    await field(page, 'Job Title').fill('Stores Clerk');
    await field(page, 'Job Description').fill('Receives and issues stock at our Arusha depot.');
    await field(page, 'Location').fill('Arusha');
    await field(page, 'Company Name').fill('Kilima Stores');
    await field(page, 'Job Type').selectOption('contract');
    await field(page, 'Question 1').fill('How do you keep stock records accurate?');
    await page.getByRole('button', { name: 'Save as Draft' }).click();
    await page.getByRole('region', { name: 'Draft saved' }).waitFor();
    await page.getByRole('button', { name: 'Preview as candidate' }).click();
    await page.getByRole('dialog', { name: 'Candidate preview' }).waitFor();
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 740 });
      expect(await fitsWidth(page), `${width} px with the preview open`).toBe(true);
      await screenshot(page, `job-form-candidate-preview-${width}`, false);
    }
    await page.getByRole('button', { name: 'Close preview' }).click();
    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 740 });
      expect(await fitsWidth(page), `${width} px with the saved-draft card`).toBe(true);
      await screenshot(page, `job-form-draft-saved-${width}`);
    }
    await page.context().close();
  });
});
