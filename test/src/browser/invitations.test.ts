import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { STORAGE } from '@sauti/adapters/container/storage-module';
import { TOKENS } from '@sauti/adapters/container/tokens';
import { mailedLink } from '@sauti/http/testing/outbox';
import { chromiumAvailable } from '../support/chromium.js';
import type { Forwarder } from '../support/forwarder.js';
import { checkAtEveryWidth } from '../support/layout-check.js';
import { startScreensWorld, type ScreensWorld } from '../support/screens-world.js';

/**
 * Personal invitations in Chromium (docs/behaviour/interview.md §15): HR pastes a CSV on the
 * candidates overview, the candidate opens the mailed link and finds the intake filled in, starts,
 * and HR's list follows. The card is checked at 320, 360, 390 px and on a desktop.
 */
const PASSWORD = 'personal links 1';
const UI_TIMEOUT = 20_000;
const run = chromiumAvailable();
let world: ScreensWorld;
let forwarder: Forwarder;
let browser: Browser;

beforeAll(async () => {
  if (!run) return;
  world = await startScreensWorld({
    env: { TTS_PROVIDER: 'none', STT_PROVIDER: 'none' },
    hrPassword: PASSWORD,
    job: {
      title: 'Night Shift Warehouse Supervisor',
      description: 'Run the night shift at our Nairobi depot.',
      questions: ['Tell us about a shift you ran.', 'How do you handle a late delivery?'],
    },
  });
  ({ forwarder, browser } = world);
});
afterAll(() => world?.close());

async function newPage(): Promise<Page> {
  const context = await browser.newContext({
    baseURL: forwarder.url,
    permissions: ['microphone', 'camera'],
    viewport: { width: 390, height: 740 },
  });
  return context.newPage();
}

async function signInAsHr(hr: Page): Promise<void> {
  await hr.goto('/login');
  await hr.getByLabel('Email').fill(world.seeded.hr.email);
  await hr.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await hr.getByRole('button', { name: 'Sign In' }).click();
  await hr.waitForURL(`${forwarder.url}/`);
}

describe.skipIf(!run)('personal invitations in Chromium', () => {
  it('invites from a pasted CSV, pre-fills the intake from the link, and the list follows', async () => {
    const hr = await newPage();
    await signInAsHr(hr);

    await hr.goto(`/jobs/${world.jobId}/candidates`);
    const csv = 'name,email,phone\nNjeri Wambui-Kariuki,njeri@example.com,+254 722 000111\nNo Email,,0722';
    await hr.getByLabel('Candidates (CSV)').fill(csv, { timeout: UI_TIMEOUT });
    await hr.getByRole('button', { name: 'Send invitations' }).click();
    await hr.getByText('1 of 2 rows invited, 1 to check.').waitFor({ timeout: UI_TIMEOUT });
    await hr.getByText('Row 3 (phone): Include the country code, for example +254 712 345 678').waitFor();
    const list = hr.getByRole('region', { name: 'Invitations' });
    await list.getByText('njeri@example.com').waitFor({ timeout: UI_TIMEOUT });
    const problems = await checkAtEveryWidth(hr, 'candidates overview with invitations');
    expect(problems).toEqual([]);

    const link = await mailedLink(
      world.server.app.get(TOKENS.Config).dataDir,
      'njeri@example.com',
      `/interview/${world.jobId}`,
    );
    const candidate = await newPage();
    await candidate.goto(`${link.pathname}${link.search}`);
    await candidate.getByLabel('Full name').waitFor({ timeout: UI_TIMEOUT });
    expect(await candidate.getByLabel('Full name').inputValue()).toBe('Njeri Wambui-Kariuki');
    expect(await candidate.getByLabel('Email').inputValue()).toBe('njeri@example.com');
    expect(await candidate.getByLabel('Phone number').inputValue()).toBe('+254722000111');
    await candidate.getByRole('checkbox').check();
    await candidate.getByRole('button', { name: 'Start Interview' }).click();
    await candidate
      .getByRole('heading', { name: 'Practice question: voice warm-up' })
      .waitFor({ timeout: UI_TIMEOUT });

    await hr.reload();
    await list.getByText('started', { exact: true }).waitFor({ timeout: UI_TIMEOUT });
  });

  it('lists an invitation sent by SMS with its number and the channel, at 360 px', async () => {
    // Stored as InviteCandidates stores one (this world has no phone provider to text it through:
    // the texting itself is tested over HTTP against the providers' wire fakes).
    const repos = world.server.app.get(STORAGE.Repositories);
    const [first] = await repos.candidateInvitations.listByJob(world.jobId);
    await repos.candidateInvitations.addMany([
      {
        ...first!,
        id: randomUUID(),
        name: 'Chidi Okafor-Mwangi',
        email: null,
        phone: '+254733000111',
        tokenHash: 'a'.repeat(64),
        sessionId: null,
        openedAt: null,
      },
    ]);
    const hr = await newPage();
    await hr.setViewportSize({ width: 360, height: 740 });
    await signInAsHr(hr);
    await hr.goto(`/jobs/${world.jobId}/candidates`);
    const list = hr.getByRole('region', { name: 'Invitations' });
    const row = list.getByRole('listitem').filter({ hasText: 'Chidi Okafor-Mwangi' });
    await row.getByText('+254733000111').waitFor({ timeout: UI_TIMEOUT });
    await row.getByText('SMS', { exact: true }).waitFor();
    await row.scrollIntoViewIfNeeded();
    await hr.screenshot({ path: join(tmpdir(), 'sauti-sms-invitation-list-360.png') });
    expect(await checkAtEveryWidth(hr, 'invitation list with an SMS invitation')).toEqual([]);
  });
});
