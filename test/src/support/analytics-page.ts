import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { AdminAnalytics } from '@sauti/core/contract/analytics';

/** The browser's time zone: the screen formats dates in local time, so the test does too. */
export const TIME_ZONE = 'Africa/Nairobi';

/** GET `path` with the page's session cookie. */
export async function apiGet<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path);
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as T;
}

/** Date parts in the browser's time zone, English month names. */
function parts(iso: string) {
  const format = new Intl.DateTimeFormat('en-GB', {
    timeZone: TIME_ZONE,
    year: 'numeric',
    month: 'short',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  });
  const got = Object.fromEntries(format.formatToParts(new Date(iso)).map((p) => [p.type, p.value]));
  return got as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', string>;
}
/** 'MMM dd, yyyy'. */
export const joined = (iso: string) => ((p) => `${p.month} ${p.day}, ${p.year}`)(parts(iso));
/** 'MMM dd, yyyy HH:mm'. */
export const signedIn = (iso: string) =>
  ((p) => `${p.month} ${p.day}, ${p.year} ${p.hour}:${p.minute}`)(parts(iso));
/** 'MMM dd, HH:mm'. */
export const activityTime = (iso: string) =>
  ((p) => `${p.month} ${p.day}, ${p.hour}:${p.minute}`)(parts(iso));
/** 'MMM dd, yyyy HH:mm:ss'. */
export const lastUpdated = (iso: string) => `${signedIn(iso)}:${parts(iso).second}`;

/** The text of a stat tile: its heading, value and caption run together. */
export async function tileText(scope: Locator | Page, label: string): Promise<string> {
  const heading = scope.getByRole('heading', { name: label, exact: true });
  await heading.waitFor();
  return ((await heading.locator('..').textContent()) ?? '').trim();
}

/** The expected text of each summary card (docs/behaviour/platform.md §2.8), by its label. */
export function summaryTexts({ userMetrics: u, jobMetrics: j, interviewMetrics: i }: AdminAnalytics) {
  return {
    'Total Users': `Total Users${u.totalUsers}+${u.newUsersThisWeek} this week`,
    'Active Jobs': `Active Jobs${j.activeJobs}${j.totalJobs} total created`,
    'Completion Rate': `Completion Rate${i.completionRate}%${i.completedInterviews} of ${i.totalInterviews} interviews`,
    'Avg. Interview Time': `Avg. Interview Time${i.averageCompletionTime} minPer completed interview`,
  };
}

/** The text of a card: its title and everything under it. */
export async function cardText(scope: Locator, title: string): Promise<string> {
  const heading = scope.getByRole('heading', { name: title, exact: true });
  await heading.waitFor();
  // The title sits in the card's header, one level below the card itself.
  return ((await heading.locator('../..').textContent()) ?? '').trim();
}

/** The texts of the cells of a table row. */
export const cells = (row: Locator): Promise<string[]> => row.getByRole('cell').allTextContents();

/** The filled percentage of the progress bar named `name`. */
export async function progress(scope: Locator, name: string): Promise<number> {
  return Number(await scope.getByRole('progressbar', { name }).getAttribute('aria-valuenow'));
}

/** Opens a tab of the analytics screen and answers its panel. */
export async function openTab(page: Page, name: string): Promise<Locator> {
  const tab = page.getByRole('tab', { name, exact: true });
  await tab.click();
  expect(await tab.getAttribute('aria-selected')).toBe('true');
  const panel = page.getByRole('tabpanel', { name, exact: true });
  await panel.waitFor();
  return panel;
}

/** The toast with `title`, once shown. */
export async function toast(page: Page, title: string): Promise<Locator> {
  const item = page
    .getByRole('region', { name: /^Notifications/ })
    .getByRole('listitem')
    .filter({ hasText: title });
  await item.waitFor();
  return item;
}
