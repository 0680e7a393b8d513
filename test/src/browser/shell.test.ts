import type { Locator, Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { appInChromium } from '../support/app-in-chromium.js';
import { chromiumAvailable } from '../support/chromium.js';
import { addressOf, fitsWidth, registeredHrPage, screenshot, signOut } from '../support/hr-session.js';

/**
 * The frame of every signed-in page: the account menu, toasts that keep clear of the
 * impersonation banner, the favicon and a tab title per page.
 */
const run = chromiumAvailable();
const ADMIN = { email: 'ops@sauti-hq.com', first: 'Ada', last: 'Mensah' };
const HR = { email: 'zawadi@kilele-foods.co.tz', first: 'Zawadi', last: 'Njeri' };
/** The user the administrator views the product as. */
// Its own domain: a later registrant at HR's domain would wait for HR's approval (issue 16).
const VIEWED = { email: 'baraka@mbuyu-freight.co.tz', first: 'Baraka', last: 'Mushi' };

const suite = appInChromium(run, { ADMIN_EMAIL: ADMIN.email });

const accountMenu = (page: Page) => page.getByRole('button', { name: /^Account menu: / });

/** Whether two elements' boxes on screen share any point. */
async function overlap(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) throw new Error('an element is not on screen');
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}

describe.skipIf(!run)('the signed-in frame in Chromium', () => {
  it('offers the account menu on every signed-in page, with a tab title per page; Sign Out works from any', async () => {
    const page = await registeredHrPage(suite.browser, addressOf(suite.server), HR, suite.pageErrors);
    const pages: [string, string][] = [
      ['/', 'Home · Sauti'],
      ['/hr', 'Create Job · Sauti'],
      ['/dashboard', 'Dashboard · Sauti'],
      ['/account', 'Settings · Sauti'],
    ];
    for (const [path, title] of pages) {
      await page.goto(path);
      await expect.poll(() => page.title(), { message: path }).toBe(title);
      // Named by what it shows: the user's name, not a label of its own.
      await page.getByRole('button', { name: 'Account menu: Zawadi Njeri', exact: true }).waitFor();
    }

    await page.goto('/dashboard');
    await accountMenu(page).click();
    const menu = page.getByRole('menu');
    await menu.getByText(HR.email).waitFor();
    await screenshot(page, 'account-menu-desktop', false);
    await menu.getByRole('menuitem', { name: 'Settings' }).click();
    await page.waitForURL(`${suite.server.url}/account`);

    for (const width of [320, 360, 390]) {
      await page.setViewportSize({ width, height: 700 });
      await accountMenu(page).click();
      await page.getByRole('menuitem', { name: 'Sign Out' }).waitFor();
      expect(await fitsWidth(page), `${width} px with the menu open`).toBe(true);
      await screenshot(page, `account-menu-${width}`, false);
      await page.keyboard.press('Escape');
      await page.getByRole('menu').waitFor({ state: 'detached' });
    }

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard');
    await signOut(page);
    await page.getByText('Goodbye!', { exact: true }).waitFor();
    await page.waitForURL(`${suite.server.url}/`);
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    expect((await page.request.get('/api/user')).status()).toBe(401);
    await page.context().close();
  });

  it('serves a favicon and names unknown pages in the tab', async () => {
    const context = await suite.browser.newContext({ baseURL: suite.server.url });
    const page = await context.newPage();
    page.on('pageerror', (error) => suite.pageErrors.push(error.message));
    await page.goto('/login');
    await expect.poll(() => page.title()).toBe('Sign In · Sauti');
    const icon = await page.locator('link[rel="icon"]').getAttribute('href');
    const served = await page.request.get(icon!);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/svg+xml');
    expect(await served.text()).toMatch(/^<svg /);
    await page.goto('/no/such/page');
    await expect.poll(() => page.title()).toBe('404 Page Not Found');
    await context.close();
  });

  it('keeps toasts clear of the impersonation banner and its Exit button, on a phone too', async () => {
    await (
      await registeredHrPage(suite.browser, addressOf(suite.server), VIEWED, suite.pageErrors)
    )
      .context()
      .close();
    const admin = await registeredHrPage(suite.browser, addressOf(suite.server), ADMIN, suite.pageErrors);
    for (const width of [1280, 360]) {
      await admin.setViewportSize({ width, height: 740 });
      await admin.goto('/admin/impersonation');
      await admin.getByRole('button', { name: `Impersonate ${VIEWED.email}` }).click();
      await admin.getByLabel('Reason').fill('Checking the banner at this width');
      await admin.getByRole('button', { name: 'Start impersonating' }).click();
      const banner = admin.getByTestId('impersonation-banner');
      await banner.waitFor();
      // A toast while the banner is shown (the first one, Impersonation Started, may be gone by now
      // on a slow machine): the hover keeps it open while it is measured.
      await admin.goto('/hr');
      await admin.getByRole('button', { name: 'Generate Criteria' }).click();
      const shown = admin
        .getByRole('region', { name: /^Notifications/ })
        .getByRole('listitem')
        .filter({ hasText: 'Please fill in job title and description first' });
      // Back at the top, where the banner shows in full (the click scrolled the page).
      await admin.evaluate('window.scrollTo(0, 0)');
      await expect.poll(() => banner.boundingBox().then((box) => box?.y)).toBe(0);
      await shown.hover();
      const exit = banner.getByRole('button', { name: 'Exit Impersonation' });
      expect(await overlap(shown, banner), `${width} px: toast over the banner`).toBe(false);
      await screenshot(admin, `impersonation-toast-${width === 1280 ? 'desktop' : width}`, false);
      // Nothing covers the Exit button (a trial click fails when another element would take it).
      await exit.click({ trial: true, timeout: 2_000 });
      // Scrolled down, the banner leaves the screen and the toast goes up with it (no gap above).
      const bannerHeight = (await banner.boundingBox())!.height;
      await admin.evaluate('window.scrollTo(0, document.body.scrollHeight)');
      await expect
        .poll(() => shown.boundingBox().then((box) => box?.y), { message: `${width} px scrolled` })
        .toBeLessThan(bannerHeight);
      await exit.click();
      await admin.waitForURL(`${suite.server.url}/admin/impersonation`);
      await banner.waitFor({ state: 'detached' });
    }
    await admin.context().close();
  });
});
