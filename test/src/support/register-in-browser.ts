import type { Page } from 'playwright-core';
import { mailedLink } from '@sauti/http/testing/outbox';

/** What a visitor types into the registration page. */
export interface BrowserRegistration {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

/**
 * Registers the way a person does: fills /register, sees "Check your inbox", opens the link mailed
 * to the server's outbox (`dataDir`) in the same page, chooses the password there and lands home
 * signed in. `origin` is the
 * address the page uses (the server's, or a forwarder's).
 */
export async function registerInBrowser(
  page: Page,
  origin: string,
  dataDir: string,
  who: BrowserRegistration,
): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First name').fill(who.firstName);
  await page.getByLabel('Last name').fill(who.lastName);
  await page.getByLabel('Work email').fill(who.email);
  await page.getByText('✓ Work email address').waitFor();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.getByText('Check your inbox').first().waitFor();
  const link = await mailedLink(dataDir, who.email, '/verify-email');
  await page.goto(`${link.pathname}${link.search}`);
  // The holder of the mailbox chooses the password on the confirmation page.
  await page.getByLabel('Password', { exact: true }).fill(who.password);
  await page.getByLabel('Confirm password').fill(who.password);
  await page.getByRole('button', { name: 'Create Account' }).click();
  await page.waitForURL(`${origin}/`);
}
