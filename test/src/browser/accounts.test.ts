import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { startTestApp, type TestApp } from '@sauti/http/testing/test-app';
import { chromiumAvailable, launchChromium } from '../support/chromium.js';
import { signOut } from '../support/hr-session.js';
import { readResetLink } from '../support/outbox.js';
import { registerInBrowser } from '../support/register-in-browser.js';
import { ensureWebBuilt } from '../support/web-build.js';

const run = chromiumAvailable();
let server: TestApp;
let browser: Browser;

beforeAll(async () => {
  if (!run) return;
  server = await startTestApp({ ADMIN_EMAIL: 'ops@sauti-hq.com' }, { webDistDir: ensureWebBuilt() });
  browser = await launchChromium();
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ baseURL: server.url });
  return context.newPage();
}

/** Registers through the page and the link mailed to the server's outbox. */
async function register(page: Page, email: string, password: string, firstName: string, lastName: string) {
  const dataDir = server.app.get(TOKENS.Config).dataDir;
  await registerInBrowser(page, server.url, dataDir, { email, password, firstName, lastName });
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}

describe.skipIf(!run)('accounts in Chromium', () => {
  it('registers, signs out, and signs back in', async () => {
    const page = await newPage();
    await register(page, 'wanjiru@tembo-freight.co.ke', 'safari njema 2026', 'Wanjiru', 'Kamau');
    await page.getByRole('link', { name: 'Create Your First Job' }).waitFor();

    await signOut(page);
    await page.getByText('Goodbye!', { exact: true }).waitFor();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();

    await signIn(page, 'wanjiru@tembo-freight.co.ke', 'wrong password here');
    await page.getByText('Wrong email or password', { exact: true }).waitFor();
    await signIn(page, 'wanjiru@tembo-freight.co.ke', 'safari njema 2026');
    await page.getByText('Welcome back!', { exact: true }).waitFor();
    await page.waitForURL(`${server.url}/`);
    await page.getByRole('link', { name: 'Create Your First Job' }).waitFor();
    await page.context().close();
  });

  it('resets a forgotten password through the emailed link', async () => {
    const page = await newPage();
    await register(page, 'obi@lagos-fintech.com.ng', 'first password 1', 'Obi', 'Okafor');
    await signOut(page);
    await page.goto('/forgot-password');
    await page.getByLabel('Email').fill('obi@lagos-fintech.com.ng');
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await page.getByText("If an account exists with that email, we've sent a password reset link.").waitFor();

    const link = new URL(
      await readResetLink(server.app.get(TOKENS.Config).dataDir, 'obi@lagos-fintech.com.ng'),
    );
    await page.goto(`${link.pathname}${link.search}`);
    await page.getByLabel('New password').fill('second password 2');
    await page.getByLabel('Confirm password').fill('second password 2');
    await page.getByRole('button', { name: 'Reset Password' }).click();
    await page.getByText('Password reset successfully! Redirecting to login...').waitFor();
    await page.waitForURL(`${server.url}/login`, { timeout: 10_000 });

    await signIn(page, 'obi@lagos-fintech.com.ng', 'second password 2');
    await page.waitForURL(`${server.url}/`);
    await page.getByText('Welcome back!', { exact: true }).waitFor();
    await page.context().close();
  });

  it('lets the admin impersonate a user with the banner shown, exit, and the audit CLI list it', async () => {
    const admin = await newPage();
    await register(admin, 'ops@sauti-hq.com', 'admin password 1', 'Ada', 'Mensah');
    await admin.goto('/admin/impersonation');
    await admin.getByRole('button', { name: 'Impersonate wanjiru@tembo-freight.co.ke' }).click();
    await admin.getByLabel('Reason').fill('Support ticket 12: her jobs are missing');
    await admin.getByRole('button', { name: 'Start impersonating' }).click();
    await admin.waitForURL(`${server.url}/`);
    const banner = admin.getByTestId('impersonation-banner');
    await banner.waitFor();
    expect(await banner.textContent()).toContain("Admin View: You're viewing as");
    expect(await banner.textContent()).toContain('wanjiru@tembo-freight.co.ke');

    await banner.getByRole('button', { name: 'Exit Impersonation' }).click();
    await admin.waitForURL(`${server.url}/admin/impersonation`);
    await admin.getByTestId('impersonation-banner').waitFor({ state: 'detached' });
    await admin.context().close();

    const cli = fileURLToPath(new URL('../../../apps/cli/bin/sauti.js', import.meta.url));
    // Asynchronously: this process hosts the embedded database the CLI connects to.
    const audit = await promisify(execFile)(process.execPath, [cli, '--json', 'impersonation', 'audit'], {
      env: { ...process.env, DATA_DIR: server.app.get(TOKENS.Config).dataDir },
    });
    const entries = JSON.parse(audit.stdout);
    expect(entries[0]).toMatchObject({
      admin: 'ops@sauti-hq.com',
      target: 'wanjiru@tembo-freight.co.ke',
      reason: 'Support ticket 12: her jobs are missing',
    });
    expect(entries[0].endedAt).not.toBeNull();
  });
});
