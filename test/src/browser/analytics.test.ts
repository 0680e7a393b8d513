import { describe, expect, it } from 'vitest';
import type {
  AdminAnalytics,
  AdminUserRecord,
  AiLearningInsights,
  NotificationsResult,
  ReferrersReport,
  TestEmailResult,
} from '@sauti/core/contract/analytics';
import { WORK_EMAIL_MESSAGE } from '@sauti/core/rules/work-email';
import {
  activityTime,
  apiGet,
  cardText,
  cells,
  joined,
  lastUpdated,
  openTab,
  progress,
  signedIn,
  summaryTexts,
  tileText,
  toast,
} from '../support/analytics-page.js';
import { ADMIN, HR, JOB_TITLE, REFERRER, useAnalyticsWorld } from '../support/analytics-world.js';
import { chromiumAvailable } from '../support/chromium.js';

const run = chromiumAvailable();
/** The app with the known data, Chromium, and pages signed in as one of its users. */
const { signedInPage } = useAnalyticsWorld(run);

describe.skipIf(!run)('admin analytics in Chromium', () => {
  it('shows the header, the summary cards and every tab from the server figures', async () => {
    const page = await signedInPage(ADMIN.email);
    const loaded = page.waitForResponse((r) => r.url().endsWith('/api/admin/analytics'));
    await page.goto('/analytics');
    const shown = (await (await loaded).json()) as AdminAnalytics;
    await page.getByRole('heading', { name: 'Platform Analytics' }).waitFor();
    await page.getByText(`Last updated: ${lastUpdated(shown.generatedAt)}`, { exact: true }).waitFor();

    const a = await apiGet<AdminAnalytics>(page, '/api/admin/analytics');
    const users = await apiGet<AdminUserRecord[]>(page, '/api/admin/users');
    const referrers = await apiGet<ReferrersReport>(page, '/api/admin/referrers');
    const insights = await apiGet<AiLearningInsights>(page, '/api/admin/ai-learning-insights');
    // The data built above, as the server counts it.
    expect(a.userMetrics.totalUsers).toBe(2);
    expect(a.interviewMetrics).toMatchObject({ totalInterviews: 3, completedInterviews: 1 });

    const summary = page.getByRole('region', { name: 'Summary' });
    const { userMetrics: u, interviewMetrics: i } = a;
    for (const [label, text] of Object.entries(summaryTexts(a))) {
      expect(await tileText(summary, label)).toBe(text);
    }

    const tabList = page.getByRole('tablist', { name: 'Analytics sections' });
    expect((await tabList.getByRole('tab').allTextContents()).join(', ')).toBe(
      'Overview, Create Account, User Management, Scores & Outcomes, User Journey, Recent Activity, ' +
        'Potential Issues, Referrer Tracking, Email Test',
    );

    let panel = await openTab(page, 'Overview');
    const activeShare = Math.round((u.activeUsers / u.totalUsers) * 100);
    await panel.getByText(`${u.activeUsers} of ${u.totalUsers} (${activeShare}%)`, { exact: true }).waitFor();
    expect(await progress(panel, 'Active users')).toBe(activeShare);
    expect(await progress(panel, 'Retention rate')).toBe(u.retentionRate);
    expect(await tileText(panel, 'Completed')).toBe(`Completed${i.completedInterviews}`);
    expect(await tileText(panel, 'Abandoned')).toBe(`Abandoned${i.abandonedInterviews}`);
    expect(await tileText(panel, 'In progress')).toBe(`In progress${i.inProgressInterviews}`);
    expect(i.completedInterviews + i.abandonedInterviews + i.inProgressInterviews).toBe(i.totalInterviews);

    panel = await openTab(page, 'Create Account');
    await panel.getByRole('form', { name: 'Create account' }).getByLabel('Work email').waitFor();

    panel = await openTab(page, 'User Management');
    await panel.getByRole('heading', { name: `User Directory (${users.length})` }).waitFor();
    const hrRecord = users.find((user) => user.email === HR.email)!;
    expect(hrRecord).toMatchObject({ status: 'active', jobsCreated: 1, interviewsCreated: 3 });
    const hrRow = panel.getByRole('row').filter({ hasText: HR.email });
    await hrRow.waitFor();
    const [joinedAt, lastSignIn] = [joined(hrRecord.createdAt!), signedIn(hrRecord.lastSignInAt!)];
    expect(await cells(hrRow)).toEqual([
      `Neema Mushi${HR.email}`,
      'Active',
      '1',
      '3',
      '1',
      '0',
      joinedAt,
      lastSignIn,
    ]);
    expect(joinedAt).toMatch(/^[A-Z][a-z]{2} \d{2}, \d{4}$/);
    const activeCount = users.filter((user) => user.status === 'active').length;
    expect(await tileText(panel, 'Active Users')).toBe(`Active Users${activeCount}`);
    expect(await tileText(panel, 'Inactive Users')).toBe(`Inactive Users${users.length - activeCount}`);

    panel = await openTab(page, 'Scores & Outcomes');
    const o = insights.hiringOutcomes;
    expect(o).toMatchObject({ totalDecisions: 1, hired: 1 });
    await panel.getByRole('note', { name: 'Early stage: limited data' }).waitFor();
    expect(await tileText(panel, 'Total Decisions')).toBe(`Total Decisions${o.totalDecisions}`);
    expect(await tileText(panel, 'Hired')).toBe(`Hired${o.hired}100% of decisions`);
    expect(await cardText(panel, 'Score Analysis')).toContain(
      `Avg. hired score${Math.round(insights.scoreAnalysis.avgHiredScore!)}%`,
    );
    expect(await cardText(panel, 'Scores and Hiring Outcomes')).toContain(
      `Total analyzed${insights.aiPerformance.totalAnalyzed}`,
    );

    panel = await openTab(page, 'User Journey');
    const stages = panel.getByRole('listitem');
    expect(await stages.count()).toBe(a.dropoffPoints.length);
    for (const [index, point] of a.dropoffPoints.entries()) {
      expect(await stages.nth(index).textContent()).toBe(
        `${point.stage}${point.users} ${point.users === 1 ? 'user' : 'users'} (${point.percentage}%)`,
      );
    }
    expect(await tileText(panel, 'Signup to First Job')).toBe(
      `Signup to First Job${a.userJourney.signupToFirstJob}%Users who created a job`,
    );

    panel = await openTab(page, 'Recent Activity');
    const entries = panel.getByRole('list', { name: 'Recent activity' }).getByRole('listitem');
    await entries.first().waitFor();
    expect(await entries.count()).toBe(Math.min(20, a.recentActivity.length));
    const completedEvent = a.recentActivity.find((event) => event.type === 'interview_completed')!;
    const completedEntry = entries.filter({
      hasText: `Zawadi Njeri completed an interview for ${JOB_TITLE}`,
    });
    expect(await completedEntry.locator('time').textContent()).toBe(activityTime(completedEvent.timestamp));
    await entries.filter({ hasText: `New user signed up: ${HR.email}` }).waitFor();
    await entries.filter({ hasText: `Job created: ${JOB_TITLE}` }).waitFor();
    expect(await entries.locator('svg[data-activity-icon]').count()).toBe(await entries.count());

    panel = await openTab(page, 'Potential Issues');
    if (a.potentialIssues.length === 0) {
      await panel.getByText('No issues detected. All key metrics are within healthy ranges.').waitFor();
    } else {
      expect(await panel.getByRole('listitem').allTextContents()).toEqual(
        a.potentialIssues.map((x) => x.message),
      );
    }

    panel = await openTab(page, 'Referrer Tracking');
    expect(referrers).toMatchObject({ totalSessions: 3, directTraffic: 1 });
    expect(referrers.topSources).toEqual([
      expect.objectContaining({ domain: 'linkedin.com', count: 2, completed: 1 }),
    ]);
    const top = referrers.topSources[0]!;
    const domainRow = panel.getByRole('list', { name: 'Top referring domains' }).getByRole('listitem');
    expect(await domainRow.textContent()).toBe(
      `linkedin.com${top.count} visits · ${top.completed} completed · success rate ${top.completionRate}%`,
    );
    const sourceRow = panel.getByRole('table', { name: 'All referrer sources' }).getByRole('row').nth(1);
    const [rate, share] = [`${top.completionRate}%`, `${top.percentage}%`];
    expect(await cells(sourceRow)).toEqual(['linkedin.com', REFERRER, '2', '1', rate, share]);
    expect(await tileText(panel, 'Direct Traffic')).toBe(
      `Direct Traffic${referrers.directTraffic}${referrers.directTrafficPercentage}% of sessions`,
    );

    panel = await openTab(page, 'Email Test');
    await panel.getByRole('button', { name: 'Send Test Email' }).waitFor();
    await panel.getByRole('button', { name: 'Send Candidate Notifications' }).waitFor();
    await page.context().close();
  });

  it('creates a company account, lists it, and refuses a personal address', async () => {
    const page = await signedInPage(ADMIN.email);
    const creations: string[] = [];
    page.on('request', (r) => {
      if (r.url().endsWith('/api/admin/create-user')) creations.push(r.method());
    });
    // A fake clock, so the 30-second poll can be fast-forwarded instead of waited for.
    await page.clock.install();
    await page.goto('/analytics');
    const summary = page.getByRole('region', { name: 'Summary' });
    const before = await apiGet<AdminAnalytics>(page, '/api/admin/analytics');
    const totalUsersTile = () => tileText(summary, 'Total Users');
    expect(await totalUsersTile()).toBe(summaryTexts(before)['Total Users']);
    const panel = await openTab(page, 'Create Account');
    const form = panel.getByRole('form', { name: 'Create account' });
    const email = form.getByLabel('Work email');
    const submit = form.getByRole('button', { name: 'Create Account', exact: true });

    await form.getByLabel('First name').fill('Juma');
    await form.getByLabel('Last name').fill('Kibet');
    await email.fill('juma.kibet@gmail.com');
    await form.getByText(WORK_EMAIL_MESSAGE, { exact: true }).waitFor();
    await form.getByLabel('Initial password').fill('karibu sana 2026');
    expect(await submit.isDisabled()).toBe(true);
    await email.press('Enter');
    await page.waitForTimeout(300);
    expect(creations).toEqual([]);

    await email.fill('juma@kilele-foods.co.tz');
    await form.getByText('✓ Work email address', { exact: true }).waitFor();
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/admin/create-user'));
    await submit.click();
    const account = (await (await answered).json()) as { createdAt: string };
    const created = await toast(page, 'Account Created');
    expect(await created.textContent()).toContain('Successfully created account for juma@kilele-foods.co.tz');
    expect(creations).toEqual(['POST']);
    // The form empties after success.
    expect(await email.inputValue()).toBe('');

    // An address already in use: the server's refusal is shown as it sent it.
    await form.getByLabel('First name').fill('Neema');
    await form.getByLabel('Last name').fill('Mushi');
    await email.fill(HR.email);
    await form.getByLabel('Initial password').fill('karibu sana 2026');
    const refused = page.waitForResponse((r) => r.url().endsWith('/api/admin/create-user'));
    await submit.click();
    const refusal = (await (await refused).json()) as { message: string };
    const failed = await toast(page, 'Account Creation Failed');
    expect(await failed.textContent()).toContain(refusal.message);
    expect(refusal.message).not.toBe('');

    const users = await openTab(page, 'User Management');
    const row = users.getByRole('row').filter({ hasText: 'juma@kilele-foods.co.tz' });
    await row.waitFor();
    // Never signed in: Inactive, 'Never'.
    const joinedAt = joined(account.createdAt);
    expect(await cells(row)).toEqual([
      'Juma Kibetjuma@kilele-foods.co.tz',
      'Inactive',
      '0',
      '0',
      '0',
      '0',
      joinedAt,
      'Never',
    ]);

    // The summary cards follow on the next poll, 30 seconds later (docs/behaviour/platform.md §9).
    const polled = page.waitForResponse((r) => r.url().endsWith('/api/admin/analytics'));
    await page.clock.fastForward(30_000);
    const after = (await (await polled).json()) as AdminAnalytics;
    expect(after.userMetrics.totalUsers).toBe(before.userMetrics.totalUsers + 1);
    await summary.getByText(`+${after.userMetrics.newUsersThisWeek} this week`, { exact: true }).waitFor();
    expect(await totalUsersTile()).toBe(summaryTexts(after)['Total Users']);
    await page.context().close();
  });

  it("sends the test email and shows the server's message", async () => {
    const page = await signedInPage(ADMIN.email);
    await page.goto('/analytics');
    const panel = await openTab(page, 'Email Test');
    const answered = page.waitForResponse((r) => r.url().endsWith('/api/test-email-notification'));
    await panel.getByRole('button', { name: 'Send Test Email' }).click();
    const response = await answered;
    expect(response.status()).toBe(200);
    const result = (await response.json()) as TestEmailResult;
    // No SMTP_URL in the test app: the mail went to the outbox folder and the server says so.
    expect(result.success).toBe(false);
    expect(result.message).toContain(`the test email to ${ADMIN.email} was not sent`);
    const shown = await toast(page, 'Email Test Result');
    expect(await shown.textContent()).toContain(result.message);
    expect(await shown.getAttribute('class')).toContain('bg-destructive');

    const digests = page.waitForResponse((r) => r.url().endsWith('/api/admin/send-candidate-notifications'));
    await panel.getByRole('button', { name: 'Send Candidate Notifications' }).click();
    const { emailsSent } = (await (await digests).json()) as NotificationsResult;
    // The HR user has three candidates from today.
    expect(emailsSent).toBe(1);
    const sent = await toast(page, 'Candidate Notifications Sent');
    expect(await sent.textContent()).toContain(
      `Sent ${emailsSent} notifications to users with recent candidates`,
    );
    await page.context().close();
  });

  it('refuses the screen to a signed-in HR user', async () => {
    const page = await signedInPage(HR.email);
    const adminCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/api/admin/')) adminCalls.push(r.url());
    });
    await page.goto('/analytics');
    await page
      .getByText('Access denied. Administrator privileges required to view analytics.', { exact: true })
      .waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(adminCalls).toEqual([]);
    await page.context().close();
  });

  it('refuses the screen to the administrator while impersonating an HR user', async () => {
    const page = await signedInPage(ADMIN.email);
    const users = await apiGet<AdminUserRecord[]>(page, '/api/admin/users');
    const target = users.find((user) => user.email === HR.email)!;
    const started = await page.request.post(`/api/admin/impersonate/${target.id}`, {
      data: { reason: 'Checking what this HR user sees' },
    });
    expect(started.status()).toBe(200);
    await page.goto('/analytics');
    await page.getByTestId('impersonation-banner').waitFor();
    await page
      .getByText('Access denied. Administrator privileges required to view analytics.', { exact: true })
      .waitFor();
    expect(await page.getByRole('tab').count()).toBe(0);
    expect((await page.request.get('/api/admin/analytics')).status()).toBe(403);
    await page.context().close();
  });
});
