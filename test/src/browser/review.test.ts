import type { BrowserContext, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import type { SeedDemoResult, SeededJob } from '@sauti/cli/commands/demo/seed-demo';
import type { OverviewCandidate, PanelPayload } from '@sauti/core/contract/review-views';
import { chromiumAvailable } from '../support/chromium.js';
import {
  apiGet,
  nameOf,
  overviewApi,
  detailApi,
  useReviewBrowser,
  textShown,
  toastShown,
  UI_TIMEOUT,
  type ReviewBrowser,
} from '../support/review-browser.js';

/**
 * The HR candidates overview, comparison and panel builder (docs/behaviour/review.md §2.3, §2.5, §2.6) in
 * Chromium over the demo data; the candidate screens are in review-candidate.test.ts.
 * One seeding (with synthesized audio) and one signed-in browser context for the whole file.
 */
const run = chromiumAvailable();
let review: ReviewBrowser;
let page: Page;
let context: BrowserContext;
let seeded: SeedDemoResult;
let dispatchJob: SeededJob;

useReviewBrowser(run, (opened) => {
  review = opened;
  ({ page, context, seeded } = review);
  dispatchJob = review.jobs.dispatch;
});

/** The names of the overview rows, in order. */
const rowNames = () =>
  page.getByRole('article').evaluateAll((rows) => rows.map((row) => row.getAttribute('aria-label') ?? ''));

/** Opens a candidates overview and waits for its rows. */
async function openOverview(jobId: string) {
  await page.goto(`/jobs/${jobId}/candidates`);
  await page.getByRole('article').first().waitFor({ timeout: UI_TIMEOUT });
}

/** How many of the seeded sessions of each state belong to the job (asked of the API one by one). */
async function statesOf(jobId: string): Promise<Map<keyof SeedDemoResult['sessions'], number>> {
  const counts = new Map<keyof SeedDemoResult['sessions'], number>();
  for (const [state, ids] of Object.entries(seeded.sessions) as [
    keyof SeedDemoResult['sessions'],
    string[],
  ][]) {
    for (const id of ids) {
      const answer = await page.request.get(`/api/jobs/${jobId}/candidates-v2/${id}`);
      if (answer.status() === 200) counts.set(state, (counts.get(state) ?? 0) + 1);
      else expect(answer.status()).toBe(404);
    }
  }
  return counts;
}

describe.skipIf(!run)('HR candidates overview, comparison and panel in Chromium', () => {
  it('overview: stat cards, search, filters, sorts and the footer agree with the API and the seed', async () => {
    const jobId = dispatchJob.id;
    const api = await overviewApi(page, jobId);
    await openOverview(jobId);

    const stats = page.getByRole('list', { name: 'Interview statistics' });
    const card = (label: string) => stats.getByRole('listitem').filter({ hasText: label });
    const value = async (label: string) => (await card(label).locator('p').first().textContent())?.trim();
    expect(await value('Total Invited')).toBe(String(api.stats.totalInvited));
    expect(await value('Completed')).toBe(String(api.stats.completed));
    expect(await card('Completed').textContent()).toContain(
      `${api.stats.inProgress} in progress · ${api.stats.notStarted} not started`,
    );
    expect(await value('Meet All Criteria')).toBe(String(api.stats.meetsAllCriteria));
    expect(await value('Partial Match')).toBe(String(api.stats.partialMatch));
    expect(await card('Partial Match').textContent()).toContain(`${api.stats.poorFit} poor fit`);
    // The API's counts agree with the states the seed gave this job's candidates.
    const seededHere = await statesOf(jobId);
    const inState = (state: keyof SeedDemoResult['sessions']) => seededHere.get(state) ?? 0;
    const total = [...seededHere.values()].reduce((a, b) => a + b, 0);
    expect(api.stats.totalInvited).toBe(total);
    expect(api.stats.notStarted).toBe(inState('in-progress-no-answers'));
    expect(api.stats.inProgress).toBe(inState('in-progress-some-answers'));
    expect(api.stats.completed).toBe(total - api.stats.notStarted - api.stats.inProgress);
    // A not-scored interview (too little could be assessed) is completed but in no band.
    expect(api.stats.meetsAllCriteria + api.stats.partialMatch + api.stats.poorFit).toBe(
      api.stats.completed - inState('awaiting-evaluation') - inState('not-scored'),
    );
    expect(api.stats.meetsAllCriteria).toBeGreaterThanOrEqual(inState('strong'));
    expect(inState('in-progress-no-answers') * inState('in-progress-some-answers')).toBeGreaterThan(0);

    const footer = (shown: number) => `Showing ${shown} of ${api.page.completed} completed interviews`;
    expect(await rowNames()).toEqual(api.candidates.map(nameOf));
    await page.getByText(footer(api.candidates.length), { exact: true }).waitFor();

    const target = api.candidates.find((c) => c.evaluation !== null)!;
    await page.getByLabel('Search', { exact: true }).fill(nameOf(target));
    await expect.poll(rowNames, { timeout: UI_TIMEOUT }).toEqual([nameOf(target)]);
    await page.getByText(footer(1), { exact: true }).waitFor();
    await page.getByLabel('Search', { exact: true }).fill('');
    await expect.poll(rowNames, { timeout: UI_TIMEOUT }).toEqual(api.candidates.map(nameOf));

    const strong = await overviewApi(page, jobId, 'filter=meets-all');
    expect(strong.candidates.length).toBe(api.stats.meetsAllCriteria);
    await page.getByLabel('Filter').selectOption({ label: 'Meets All Criteria' });
    await expect.poll(rowNames, { timeout: UI_TIMEOUT }).toEqual(strong.candidates.map(nameOf));
    const badges = await page
      .getByRole('article')
      .getByText(/^\d+% - /)
      .allTextContents();
    expect(badges).toHaveLength(strong.candidates.length);
    for (const badge of badges) expect(badge).toMatch(/^\d+% - Strong Match$/);
    await page.getByText(footer(strong.candidates.length), { exact: true }).waitFor();

    const partial = await overviewApi(page, jobId, 'filter=partial');
    expect(partial.candidates.length).toBe(api.stats.partialMatch);
    await page.getByLabel('Filter').selectOption({ label: 'Partial Match' });
    await expect.poll(rowNames, { timeout: UI_TIMEOUT }).toEqual(partial.candidates.map(nameOf));
    for (const badge of await page
      .getByRole('article')
      .getByText(/^\d+% - /)
      .allTextContents())
      expect(badge).toMatch(/^\d+% - Partial Match$/);

    await page.getByLabel('Filter').selectOption({ label: 'All Candidates' });
    const email = target.session.candidateEmail!;
    await page.getByLabel('Search', { exact: true }).fill(email.toUpperCase());
    await expect.poll(rowNames, { timeout: UI_TIMEOUT }).toEqual([nameOf(target)]);
    await page.getByLabel('Search', { exact: true }).fill('no such candidate at all');
    await page.getByText('No candidates found matching your filters.', { exact: true }).waitFor();
    await page.getByText(footer(0), { exact: true }).waitFor();
    await page.getByLabel('Search', { exact: true }).fill('');

    // Newest interview first; the API's order breaks ties, the dates must never go up.
    const byDate = (await overviewApi(page, jobId, 'sort=date')).candidates;
    const dates = byDate.map((c) => Date.parse(c.session.completedAt!));
    expect(dates).toEqual([...dates].sort((a, b) => b - a));
    await page.getByLabel('Sort by').selectOption({ label: 'Interview date (newest first)' });
    await expect.poll(rowNames, { timeout: UI_TIMEOUT }).toEqual(byDate.map(nameOf));
    await page.getByLabel('Sort by').selectOption({ label: 'Name (A-Z)' });
    const alphabetical = api.candidates
      .map(nameOf)
      .sort((a, b) => a.localeCompare(b, 'en', { sensitivity: 'base' }));
    await expect.poll(rowNames, { timeout: UI_TIMEOUT }).toEqual(alphabetical);
  });

  it('compares two selected candidates and downloads the comparison', async () => {
    const jobId = dispatchJob.id;
    const api = await overviewApi(page, jobId);
    const evaluated = api.candidates.filter((c) => typeof c.evaluation?.overallScore === 'number');
    // The highest and the lowest score (not-scored interviews have none), so exactly one of them is the highest.
    const [high, low] = [evaluated[0]!, evaluated.at(-1)!];
    expect(high.evaluation!.overallScore!).toBeGreaterThan(low.evaluation!.overallScore!);
    await openOverview(jobId);
    await page.getByRole('checkbox', { name: `Select ${nameOf(high)}` }).check();
    expect(await page.getByRole('link', { name: /^Compare Selected/ }).count()).toBe(0);
    await page.getByRole('checkbox', { name: `Select ${nameOf(low)}` }).check();
    await page.getByRole('link', { name: 'Compare Selected (2)' }).click();
    await page.waitForURL((url) => url.pathname === `/jobs/${jobId}/compare`);
    expect(new URL(page.url()).searchParams.get('sessions')?.split(',').sort()).toEqual(
      [high.session.id, low.session.id].sort(),
    );

    const scores = page.getByRole('region', { name: 'Overall Scores' });
    const scoreCard = (c: OverviewCandidate) => scores.getByRole('listitem', { name: nameOf(c) });
    await scoreCard(high).waitFor({ timeout: UI_TIMEOUT });
    await scoreCard(low).waitFor();
    await scoreCard(high).getByText('HIGHEST SCORE', { exact: true }).waitFor();
    expect(await scoreCard(low).getByText('HIGHEST SCORE', { exact: true }).count()).toBe(0);
    const table = page.getByRole('region', { name: /Criteria/ }).filter({ hasText: 'BEST' });
    expect(await table.getByText('BEST', { exact: true }).count()).toBeGreaterThan(0);

    await page.getByRole('heading', { name: 'Key Differentiators' }).waitFor({ timeout: UI_TIMEOUT });
    await page.getByRole('heading', { name: 'Individual Recommendations' }).waitFor();
    expect(await page.getByText('Failed to generate comparative analysis').count()).toBe(0);
    expect(await page.getByText('Preparing the comparative analysis...').count()).toBe(0);

    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Download Comparison' }).click();
    const report = await popup;
    await textShown(report, [nameOf(high), nameOf(low)]);
    await report.close();
  });

  it('adds a candidate to the panel, exports the briefing with an export log, and removes them', async () => {
    const jobId = dispatchJob.id;
    const api = await overviewApi(page, jobId);
    const candidate = api.candidates.find((c) => c.evaluation !== null && !c.session.inPanel)!;
    const name = nameOf(candidate);
    await openOverview(jobId);
    const row = page.getByRole('article', { name });
    await row.getByRole('button', { name: 'Add to Panel' }).click();
    await toastShown(page, 'Added to panel');
    await page.getByText(`${name} has been added to your interview panel.`, { exact: true }).waitFor();
    await row.getByRole('button', { name: 'In Panel' }).waitFor();

    await page.getByRole('link', { name: 'Build Panel List' }).click();
    await page.waitForURL((url) => url.pathname === `/jobs/${jobId}/panel`);
    const panelList = page.getByRole('region', { name: /^Panel List/ });
    await panelList.getByRole('listitem', { name }).waitFor({ timeout: UI_TIMEOUT });
    const available = page.getByRole('region', { name: 'Available Candidates' });
    expect(await available.getByRole('listitem', { name }).count()).toBe(0);

    const panel = await apiGet<PanelPayload>(page, `/api/jobs/${jobId}/panel`);
    const inPanel = panel.panel.find((c) => c.session.id === candidate.session.id);
    expect(inPanel).toBeDefined();
    // At most three, the last padded with the career-goals line when fewer apply (docs/behaviour/review.md §9).
    expect(inPanel!.focusPoints.length).toBeGreaterThan(0);
    expect(inPanel!.focusPoints.length).toBeLessThanOrEqual(3);

    // Insights over the panel as shown: its size, and the average of its members' scores.
    const insights = page.getByRole('region', { name: 'Panel Insights' });
    const insight = (label: string) =>
      insights.getByText(label, { exact: true }).locator('xpath=following-sibling::dd').textContent();
    expect(await panelList.locator(':scope li[aria-label]').count()).toBe(panel.panel.length);
    expect(await insight('Panel Size')).toBe(String(panel.panel.length));
    const scored = panel.panel.flatMap((c) => (c.overallScore === null ? [] : [c.overallScore]));
    const mean = scored.reduce((sum, score) => sum + score, 0) / scored.length;
    expect(Math.abs(panel.insights.averageScore! - mean)).toBeLessThanOrEqual(0.5);
    expect(await insight('Average Score')).toBe(`${panel.insights.averageScore}%`);
    // The seeded hire who sits in the panel carries the Hired badge.
    const hiredInPanel = panel.panel.find((c) => seeded.tags.hired.includes(c.session.id))!;
    expect(hiredInPanel.session.hiringOutcome).toBe('hired');
    await panelList
      .getByRole('listitem', { name: nameOf(hiredInPanel) })
      .getByText('Hired', { exact: true })
      .waitFor();
    const logged = page.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/api/export-logs',
    );
    const popup = context.waitForEvent('page');
    await panelList.getByRole('button', { name: 'Export Panel Briefing (PDF)' }).click();
    const log = await logged;
    expect(log.status()).toBe(201);
    expect(log.request().postDataJSON()).toEqual({ jobId, panelSize: panel.panel.length });
    const briefing = await popup;
    await textShown(briefing, [name]);
    const text = await briefing.locator('body').innerText();
    for (const point of inPanel!.focusPoints) expect(text).toContain(point);
    expect(text).toMatch(/Lead with|career goals/);
    await briefing.close();

    await panelList.getByRole('button', { name: `Remove ${name}` }).click();
    await toastShown(page, 'Removed from panel');
    await page
      .getByRole('region', { name: /^Panel List/ })
      .getByRole('listitem', { name })
      .waitFor({ state: 'detached', timeout: UI_TIMEOUT });
    await available.getByRole('button', { name: `Add ${name}` }).waitFor();
    expect((await detailApi(page, jobId, candidate.session.id)).session.inPanel).toBe(false);
  });

  it('panel builder: the server searches the available candidates and the column shows its page', async () => {
    const jobId = dispatchJob.id;
    const all = await apiGet<PanelPayload>(page, `/api/jobs/${jobId}/panel`);
    const target = all.available.at(-1)!;
    const surname = nameOf(target).split(' ').at(-1)!;
    await page.goto(`/jobs/${jobId}/panel`);
    const available = page.getByRole('region', { name: 'Available Candidates' });
    const rowNames = () =>
      available
        .locator(':scope li[aria-label]')
        .evaluateAll((li) => li.map((el) => el.getAttribute('aria-label')));
    await expect.poll(rowNames, { timeout: UI_TIMEOUT }).toEqual(all.available.map(nameOf));
    await available.getByRole('searchbox', { name: 'Search candidates' }).fill(` ${surname.toUpperCase()} `);
    const searched = await apiGet<PanelPayload>(
      page,
      `/api/jobs/${jobId}/panel?search=${encodeURIComponent(surname)}`,
    );
    expect(searched.available.map(nameOf)).toContain(nameOf(target));
    expect(searched.page.matching).toBeLessThan(all.page.matching);
    await expect.poll(rowNames, { timeout: UI_TIMEOUT }).toEqual(searched.available.map(nameOf));
    // The counts stay those of every available candidate.
    const total = available.getByText('Total', { exact: true }).locator('xpath=preceding-sibling::span');
    expect(await total.textContent()).toBe(String(all.availableCounts.total));
  });

  it('shows the not-found states of the review screens', async () => {
    const missing = '00000000-0000-4000-8000-000000000000';
    await page.goto(`/jobs/${missing}/candidates`);
    await page.getByRole('heading', { name: 'Job not found' }).waitFor({ timeout: UI_TIMEOUT });
    await page.goto(`/jobs/${dispatchJob.id}/candidates/${missing}`);
    await page.getByRole('heading', { name: 'Candidate not found' }).waitFor({ timeout: UI_TIMEOUT });
    await page.goto(`/jobs/${missing}/panel`);
    await page.getByRole('heading', { name: 'Job not found' }).waitFor({ timeout: UI_TIMEOUT });
    await page.goto(`/dashboard/${missing}`);
    await page.getByRole('heading', { name: 'Job Not Found' }).waitFor({ timeout: UI_TIMEOUT });
    await page.getByText('The requested job could not be found.', { exact: true }).waitFor();
    await page.goto(`/jobs/${dispatchJob.id}/compare?sessions=${missing}`);
    await page.getByRole('heading', { name: 'No Candidates to Compare' }).waitFor();
    await page.getByText('Select at least 2 candidates to compare.', { exact: true }).waitFor();
    // Only the 404s asked for above (and their console lines) were recorded.
    const unexpected = review.errors.splice(0).filter((e) => !/→ 404$|status of 404/.test(e));
    expect(unexpected).toEqual([]);
  });
});
