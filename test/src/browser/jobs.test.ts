import type { Browser, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { startTestApp, type TestApp } from '@sauti/http/testing/test-app';
import { chromiumAvailable, launchChromium } from '../support/chromium.js';
import { openForwarder, type Forwarder } from '../support/forwarder.js';
import { registeredHrPage } from '../support/hr-session.js';
import { ensureWebBuilt } from '../support/web-build.js';

const run = chromiumAvailable();
let forwarder: Forwarder;
let server: TestApp;
let browser: Browser;
/** The origin the browser uses; the server's PUBLIC_URL, so its interview links match the page. */
let origin: string;

beforeAll(async () => {
  if (!run) return;
  forwarder = await openForwarder();
  origin = forwarder.url;
  server = await startTestApp({ PUBLIC_URL: origin }, { webDistDir: ensureWebBuilt() });
  forwarder.forwardTo(server.url);
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await forwarder?.close();
});

/** Uncaught errors of the pages of the running test; checked empty after each test. */
const pageErrors: string[] = [];
afterEach(() => {
  const errors = pageErrors.splice(0);
  expect(errors).toEqual([]);
});

/** The fields of GET /api/jobs this suite reads. */
type ApiJob = { id: string; title: string; status: string; publishedAt: string | null; questions: unknown[] };

/** A fresh browser context signed in as a new HR user (registered through the page and the mailed link). */
const signedInPage = (email: string, first: string, last: string): Promise<Page> =>
  registeredHrPage(
    browser,
    { origin, dataDir: server.app.get(TOKENS.Config).dataDir },
    { email, first, last },
    pageErrors,
  );

/** GET /api/jobs with the page's session cookie. */
async function listJobs(page: Page): Promise<ApiJob[]> {
  const answer = await page.request.get('/api/jobs');
  expect(answer.status()).toBe(200);
  return (await answer.json()) as ApiJob[];
}

/** POST /api/jobs with the page's session cookie. */
async function createJob(page: Page, title: string, status: 'draft' | 'active'): Promise<ApiJob> {
  const answer = await page.request.post('/api/jobs', {
    data: {
      title,
      description: `${title}: answers the phones and keeps customers happy.`,
      location: 'Nairobi',
      companyName: 'Tembo Freight',
      jobType: 'full-time',
      questions: ['Tell us about a difficult customer you helped.'],
      status,
    },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as ApiJob;
}

/** Fills Job Details with a complete customer-support job (its criteria family is customer support). */
async function fillJobDetails(page: Page, title: string) {
  await page.getByLabel('Job Title', { exact: true }).fill(title);
  await page
    .getByLabel('Job Description', { exact: true })
    .fill('Answer customer calls and emails about deliveries, and resolve complaints the same day.');
  await page.getByLabel('Location', { exact: true }).fill('Mombasa');
  await page.getByLabel('Company Name', { exact: true }).fill('Pwani Logistics');
  await page.getByLabel('Job Type', { exact: true }).selectOption('full-time');
  const skills = page.getByRole('textbox', { name: 'Skills', exact: true });
  await skills.fill('Swahili');
  await skills.press('Enter');
  await page.getByRole('button', { name: 'Remove Swahili' }).waitFor();
}

/** Generates criteria without a job id (locally) and waits for the editor that opens by itself. */
async function generateCriteria(page: Page) {
  await page.getByRole('button', { name: 'Generate Criteria' }).click();
  await page.getByRole('slider', { name: 'Communication weight' }).waitFor();
  await page.getByText('Total weight: 100%', { exact: true }).waitFor();
}

const questionFields = (page: Page) => page.getByRole('textbox', { name: /^Question \d+$/ });

describe.skipIf(!run)('job authoring in Chromium', () => {
  it('creates a draft, edits it through ?editJob=, publishes it once and copies the link', async () => {
    const page = await signedInPage('amina@pwani-logistics.co.ke', 'Amina', 'Odhiambo');
    await page.goto('/hr');
    await page.getByRole('heading', { name: 'Create Job' }).waitFor();
    const title = 'Customer Support Agent';
    await fillJobDetails(page, title);

    await generateCriteria(page);
    expect(await page.getByRole('slider', { name: 'Communication weight' }).inputValue()).toBe('30');
    await page.getByRole('button', { name: 'Save Criteria' }).click();
    const criteria = page.getByRole('region', { name: 'Assessment Criteria' });
    await criteria.getByText('Saved', { exact: true }).waitFor();
    expect(await criteria.textContent()).toContain('Communication30%');

    await page.getByRole('button', { name: 'Suggest questions' }).click();
    const suggestions = page.getByRole('region', { name: 'Suggested questions' });
    await suggestions
      .getByText('Source: question bank for Customer service and contact centre roles', { exact: true })
      .waitFor();
    const suggested = await suggestions.getByRole('listitem').count();
    expect(suggested).toBeGreaterThan(0);
    await suggestions.getByRole('button', { name: 'Use all' }).click();
    await suggestions.getByText('All suggestions have been added.').waitFor();
    // The lone blank question is replaced by the suggestions, not kept empty.
    expect(await questionFields(page).count()).toBe(suggested);
    expect(await questionFields(page).first().inputValue()).not.toBe('');

    // The first save reaches the server but its answer is lost; the retry sends the same draft
    // key, and the server must answer the job it already stored instead of storing another.
    let dropped = false;
    await page.route('**/api/jobs', async (route) => {
      if (route.request().method() !== 'POST' || dropped) return route.fallback();
      dropped = true;
      await route.fetch();
      await route.abort('connectionreset');
    });
    const save = page.getByRole('button', { name: 'Save as Draft' });
    await save.click();
    await page.getByText('Failed to create job', { exact: true }).waitFor();
    // The toast sits over the form's buttons at the bottom right; the user closes it to retry.
    const notifications = page.getByRole('region', { name: /^Notifications/ });
    await notifications.getByRole('button', { name: 'Close' }).click();
    await page.getByText('Failed to create job', { exact: true }).waitFor({ state: 'detached' });
    const retried = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.url().endsWith('/api/jobs'),
    );
    await save.click();
    expect((await retried).status()).toBe(200);
    // The saved draft stays open in the form.
    await page.getByRole('region', { name: 'Draft saved' }).waitFor();
    await page.getByRole('heading', { name: 'Edit Job' }).waitFor();
    const drafts = page.getByRole('region', { name: 'Draft Job Postings' });
    const draftRow = drafts.getByRole('listitem').filter({ hasText: title });
    await draftRow.waitFor();
    expect(await draftRow.textContent()).toContain(`${suggested} questions`);
    const saved = await listJobs(page);
    expect(saved).toHaveLength(1);
    const [draft] = saved;
    expect(draft).toMatchObject({ title, status: 'draft', publishedAt: null });
    expect(await draftRow.getByRole('link', { name: 'Edit' }).getAttribute('href')).toBe(
      `/hr?editJob=${draft!.id}`,
    );

    await page.goto(`/hr?editJob=${draft!.id}`);
    await page.waitForURL(`${origin}/hr`);
    await page.getByRole('heading', { name: 'Edit Job' }).waitFor();
    expect(await page.getByLabel('Job Title', { exact: true }).inputValue()).toBe(title);
    expect(await page.getByLabel('Company Name', { exact: true }).inputValue()).toBe('Pwani Logistics');
    expect(await questionFields(page).count()).toBe(suggested);
    await page.getByRole('button', { name: 'Update & Publish' }).click();

    const published = page.getByRole('region', { name: 'Job Published!' });
    await published.waitFor();
    const link = `${origin}/interview/${draft!.id}`;
    expect(await published.getByLabel('Interview link').inputValue()).toBe(link);
    await published.getByRole('button', { name: 'Copy Link' }).click();
    await page.getByText('Link copied', { exact: true }).waitFor();
    expect(await page.evaluate<string>('navigator.clipboard.readText()')).toBe(link);
    await page.getByRole('region', { name: 'Draft Job Postings' }).waitFor({ state: 'detached' });

    const jobs = await listJobs(page);
    expect(jobs).toHaveLength(1);
    expect(jobs[0]).toMatchObject({ id: draft!.id, title, status: 'active' });
    expect(jobs[0]!.publishedAt).toEqual(expect.any(String));
    expect(jobs[0]!.questions).toHaveLength(suggested);
    await page.context().close();
  });

  it('keeps criteria with a wrong weight total from being saved until Normalize fixes them', async () => {
    const page = await signedInPage('baraka@kilima-tea.co.tz', 'Baraka', 'Mushi');
    await page.goto('/hr');
    await fillJobDetails(page, 'Customer Service Representative');
    await generateCriteria(page);

    const communication = page.getByRole('slider', { name: 'Communication weight' });
    await communication.focus();
    await communication.press('ArrowRight');
    expect(await communication.inputValue()).toBe('35');
    await page.getByText('Total weight must equal 100% (currently 105%)', { exact: true }).waitFor();
    await page.getByText('Total weight: 105%', { exact: true }).waitFor();
    const save = page.getByRole('button', { name: 'Save Criteria' });
    expect(await save.isDisabled()).toBe(true);

    await page.getByRole('button', { name: 'Normalize' }).click();
    await page.getByText('Total weight: 100%', { exact: true }).waitFor();
    await page.getByText(/^Total weight must equal 100%/).waitFor({ state: 'detached' });
    expect(await save.isEnabled()).toBe(true);
    await save.click();
    const criteria = page.getByRole('region', { name: 'Assessment Criteria' });
    await criteria.getByText('Saved', { exact: true }).waitFor();
    // 35 of 105 scales to 33, plus the rounding remainder of 2 on the first enabled pillar.
    expect(await criteria.textContent()).toContain('Communication35%');
    await page.context().close();
  });

  it('archives, restores and deletes jobs from the dashboard tabs with confirmations', async () => {
    const page = await signedInPage('chidi@nairobi-couriers.co.ke', 'Chidi', 'Eze');
    const active = await createJob(page, 'Dispatch Coordinator', 'active');
    const draft = await createJob(page, 'Warehouse Supervisor', 'draft');
    await page.goto('/dashboard');
    const tab = (name: string) => page.getByRole('tab', { name });
    const panel = page.getByRole('tabpanel');
    const card = (title: string) => panel.getByRole('listitem').filter({ hasText: title });
    const dialog = page.getByRole('dialog');
    await tab('Active (1)').waitFor();
    await tab('Draft (1)').waitFor();
    await tab('Archived (0)').waitFor();

    await card(active.title).getByRole('button', { name: 'Archive Job' }).click();
    await dialog.getByRole('heading', { name: 'Archive this job?' }).waitFor();
    await dialog.getByRole('button', { name: 'Archive' }).click();
    await page.getByText('Job archived', { exact: true }).waitFor();
    await dialog.waitFor({ state: 'detached' });
    await tab('Active (0)').waitFor();
    await tab('Archived (1)').waitFor();
    await panel.getByText('No active jobs.').waitFor();

    await tab('Archived (1)').click();
    await card(active.title).getByText('ARCHIVED', { exact: true }).waitFor();
    await card(active.title).getByRole('button', { name: 'Restore Job' }).click();
    await dialog.getByRole('heading', { name: 'Restore this job?' }).waitFor();
    await dialog.getByRole('button', { name: 'Restore' }).click();
    await page.getByText('Job restored', { exact: true }).waitFor();
    await tab('Archived (0)').waitFor();
    await tab('Active (1)').waitFor();
    await panel.getByText('No archived jobs.').waitFor();

    await tab('Draft (1)').click();
    await card(draft.title).getByText('DRAFT', { exact: true }).waitFor();
    await card(draft.title).getByRole('button', { name: 'Delete Draft' }).click();
    await dialog.getByRole('heading', { name: 'Delete this draft?' }).waitFor();
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await page.getByText('Draft deleted', { exact: true }).waitFor();
    await tab('Draft (0)').waitFor();
    await panel.getByText('No draft jobs.').waitFor();

    const jobs = await listJobs(page);
    expect(jobs.map(({ id, status }) => ({ id, status }))).toEqual([{ id: active.id, status: 'active' }]);
    await page.context().close();
  });
});
