import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { expect } from 'vitest';

/** Where screenshots go when SAUTI_SCREENSHOTS is set (test/reports is not committed). */
const SHOTS_DIR = fileURLToPath(new URL('../../reports/screenshots/', import.meta.url));

/**
 * Saves a screenshot named `name` (the whole page, or only the viewport: fixed layers such as
 * toasts and menus show where a person sees them) when SAUTI_SCREENSHOTS is set, for a person to
 * look at the screens at phone and desktop widths; does nothing otherwise (CI).
 */
export async function screenshot(page: Page, name: string, fullPage = true): Promise<void> {
  if (!process.env.SAUTI_SCREENSHOTS) return;
  await mkdir(SHOTS_DIR, { recursive: true });
  await page.screenshot({ path: `${SHOTS_DIR}${name}.png`, fullPage });
}

/** True when the page is no wider than its viewport (no sideways scrolling). */
export async function fitsWidth(page: Page): Promise<boolean> {
  return page.evaluate<boolean>('document.documentElement.scrollWidth <= window.innerWidth');
}

/** A new HR user registered through the page, in a fresh context; uncaught page errors go to `errors`. */
export async function registeredHrPage(
  browser: Browser,
  origin: string,
  who: { email: string; first: string; last: string },
  errors: string[],
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: origin,
    permissions: ['clipboard-read', 'clipboard-write'],
  });
  const page = await context.newPage();
  // An uncaught error blanks the page; fail on it by name instead of on a later timeout.
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto('/register');
  await page.getByLabel('First name').fill(who.first);
  await page.getByLabel('Last name').fill(who.last);
  await page.getByLabel('Work email').fill(who.email);
  await page.getByText('✓ Work email address').waitFor();
  await page.getByLabel('Password', { exact: true }).fill('hiring season 2026');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${origin}/`);
  return page;
}

/** GET an API path with the page's session cookie, expecting 200. */
export async function apiJson<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path);
  expect(answer.status(), path).toBe(200);
  return (await answer.json()) as T;
}

/** Signs out as a person does: the account menu at the top right, then Sign Out. */
export async function signOut(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Account menu: / }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
}
