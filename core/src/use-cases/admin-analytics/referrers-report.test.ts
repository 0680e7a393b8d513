import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANALYTICS_WINDOWS } from '../../rules/analytics-windows.js';
import { FakeAnalyticsQueries } from '../../testing/fake-analytics-queries.js';
import { composeReferrersReport, GetReferrersReport, referrerDomain } from './referrers-report.js';

describe('referrerDomain', () => {
  it.each([
    ['https://www.linkedin.com/jobs/view/1', 'linkedin.com'],
    ['http://WWW.Facebook.com/page?x=1', 'facebook.com'],
    ['https://jobs.example.co.za:8443/x', 'jobs.example.co.za'],
    ['https://user:pw@www.indeed.com', 'indeed.com'],
    ['  https://t.co  ', 't.co'],
    ['android-app://com.google.android.gm/', 'com.google.android.gm'],
  ])('%s → %s', (url, domain) => {
    expect(referrerDomain(url)).toBe(domain);
  });

  it.each([
    [null],
    [undefined],
    [''],
    ['   '],
    ['not a url'],
    ['linkedin.com/jobs'],
    ['https://'],
    ['//x.com'],
  ])('%s is direct traffic', (url) => {
    expect(referrerDomain(url)).toBeNull();
  });
});

const row = (referrerUrl: string | null, sessions: number, completed = 0) => ({
  referrerUrl,
  sessions,
  completed,
});

describe('composeReferrersReport', () => {
  it('rolls URLs up by domain, keeps the most frequent URL, and counts direct traffic apart', () => {
    const report = composeReferrersReport([
      row('https://linkedin.com/feed', 1, 1),
      row('https://www.linkedin.com/jobs/1', 2, 2),
      row(null, 2, 1),
      row('garbage', 1),
      row('https://indeed.com/a', 4, 1),
    ]);
    expect(report.totalSessions).toBe(10);
    expect(report.directTraffic).toBe(3);
    expect(report.directTrafficPercentage).toBe(30);
    expect(report.topSources).toEqual([
      {
        domain: 'indeed.com',
        fullUrl: 'https://indeed.com/a',
        count: 4,
        completed: 1,
        completionRate: 25,
        percentage: 40,
      },
      {
        domain: 'linkedin.com',
        fullUrl: 'https://www.linkedin.com/jobs/1',
        count: 3,
        completed: 3,
        completionRate: 100,
        percentage: 30,
      },
    ]);
    expect(report.referrerSources.map((s) => [s.fullUrl, s.count, s.percentage])).toEqual([
      ['https://indeed.com/a', 4, 40],
      ['https://www.linkedin.com/jobs/1', 2, 20],
      ['https://linkedin.com/feed', 1, 10],
    ]);
  });

  it('keeps the 8 busiest domains, ties alphabetical', () => {
    const rows = Array.from({ length: 10 }, (_, i) => row(`https://site${i}.com/`, i < 2 ? 1 : 5));
    const top = composeReferrersReport(rows).topSources.map((s) => s.domain);
    expect(top).toHaveLength(ANALYTICS_WINDOWS.topReferrers);
    expect(top).toEqual([
      'site2.com',
      'site3.com',
      'site4.com',
      'site5.com',
      'site6.com',
      'site7.com',
      'site8.com',
      'site9.com',
    ]);
  });

  it('accounts for every session exactly once (direct plus listed URLs)', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            url: fc.option(fc.constantFrom('https://a.com/1', 'https://www.a.com/2', 'x', 'https://b.org')),
            n: fc.integer({ min: 1, max: 50 }),
          }),
        ),
        (items) => {
          const merged = new Map<string | null, number>();
          for (const { url, n } of items) merged.set(url, (merged.get(url) ?? 0) + n);
          const report = composeReferrersReport([...merged].map(([url, n]) => row(url, n)));
          const listed = report.referrerSources.reduce((sum, s) => sum + s.count, 0);
          expect(listed + report.directTraffic).toBe(report.totalSessions);
          expect(report.topSources.reduce((sum, s) => sum + s.count, 0)).toBe(listed);
        },
      ),
    );
  });

  it('is admin only', async () => {
    const use = new GetReferrersReport({ queries: new FakeAnalyticsQueries() });
    await expect(use.execute({ userId: 'u', organisationId: 'o', isAdmin: false })).rejects.toMatchObject({
      code: 'FORBIDDEN',
    });
  });
});
