import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestClient } from '../testing/client.js';
import type { TestApp } from '../testing/test-app.js';
import type { AnalyticsSeeder } from './analytics-fixtures.js';
import { startSeededPlatform } from './analytics-platform.fixtures.js';

let server: TestApp;
let admin: TestClient;
let hr: TestClient;
let seeder: AnalyticsSeeder;
let ids: Record<string, string>;

beforeAll(async () => {
  ({ server, admin, hr, seeder, ids } = await startSeededPlatform());
});
afterAll(() => server?.stop());

const calls: [string, string][] = [
  ['GET', '/api/admin/analytics'],
  ['GET', '/api/admin/users'],
  ['GET', '/api/admin/referrers'],
  ['GET', '/api/admin/ai-learning-insights'],
  ['POST', '/api/test-email-notification'],
  ['POST', '/api/admin/send-candidate-notifications'],
];

describe('admin analytics access', () => {
  it('answers 403 to an HR user and 401 to a visitor on every call', async () => {
    for (const [method, path] of calls) {
      const body = method === 'POST' ? {} : undefined;
      expect((await hr.request(method, path, body)).status, `${method} ${path}`).toBe(403);
      expect((await new TestClient(server.url).request(method, path, body)).status, `${method} ${path}`).toBe(
        401,
      );
    }
  });
});

describe('GET /api/admin/analytics', () => {
  it('computes every figure from the stored data', async () => {
    const res = await admin.get('/api/admin/analytics');
    expect(res.status).toBe(200);
    const a = res.body;
    expect(Math.abs(Date.parse(a.generatedAt) - Date.now())).toBeLessThan(60_000);
    // 7 users; active (30 days): amani, baraka, dalia, and hr and boss (signed in by their
    // confirmation links); new this week: dalia, hr, boss;
    // of the 4 who joined earlier only amani signed in this week: 1/4 = 25%.
    expect(a.userMetrics).toEqual({ totalUsers: 7, activeUsers: 5, newUsersThisWeek: 3, retentionRate: 25 });
    // (3 + 5 + 1 + 0) / 4 = 2.25 questions → 2.3.
    expect(a.jobMetrics).toEqual({
      totalJobs: 4,
      activeJobs: 2,
      avgQuestionsPerJob: 2.3,
      jobsCreatedThisWeek: 3,
    });
    // 8 of 11 completed (73%); 2 abandoned; (30+20+40+10+60+20+50+45)/8 = 34.4 minutes.
    expect(a.interviewMetrics).toEqual({
      totalInterviews: 11,
      completedInterviews: 8,
      abandonedInterviews: 2,
      inProgressInterviews: 1,
      averageCompletionTime: 34,
      completionRate: 73,
    });
    // 3 of 7 users made a job (43%); 3 of 4 jobs had an interview (75%).
    expect(a.userJourney).toEqual({
      signupToFirstJob: 43,
      jobCreationToFirstInterview: 75,
      interviewStartToCompletion: 73,
    });
    expect(a.dropoffPoints).toEqual([
      { stage: 'Signed up', users: 7, percentage: 100 },
      { stage: 'Created a job', users: 3, percentage: 43 },
      { stage: 'Received an interview', users: 2, percentage: 29 },
      { stage: 'Interview completed', users: 2, percentage: 29 },
    ]);
    expect(a.potentialIssues).toEqual([
      { code: 'low_retention', message: 'Low user retention (25%): under 40% of users stay active.' },
    ]);
  });

  it('lists the 20 newest events, newest first, with their people and jobs', async () => {
    const { recentActivity } = (await admin.get('/api/admin/analytics')).body;
    expect(seeder.events.length).toBeGreaterThan(20);
    expect(recentActivity).toHaveLength(20);
    expect(recentActivity.map((e: { id: string; timestamp: string }) => [e.id, e.timestamp])).toEqual(
      seeder.newestEvents(20).map((e) => [`${e.type}:${e.subjectId}`, e.at.toISOString()]),
    );
    const fresh = recentActivity.find(
      (e: { metadata: { candidateName?: string } }) => e.metadata.candidateName === 'Femi',
    );
    expect(fresh).toMatchObject({
      type: 'interview_started',
      userEmail: 'dalia@kijiji.co.ke',
      metadata: { jobTitle: 'Cashier', candidateName: 'Femi' },
    });
    const chef = recentActivity.find(
      (e: { type: string; metadata: { jobTitle?: string } }) =>
        e.type === 'job_created' && e.metadata.jobTitle === 'Chef',
    );
    expect(chef).toMatchObject({ userEmail: 'hr@umoja-retail.co.za', metadata: { jobTitle: 'Chef' } });
    const abandoned = recentActivity.filter((e: { type: string }) => e.type === 'interview_abandoned');
    // Abandoned 24 hours after the start; a nameless candidate has no candidateName (the web shows 'Candidate').
    expect(abandoned).toEqual([
      expect.objectContaining({
        metadata: { jobTitle: 'Sales Lead', candidateName: 'Dede' },
        userEmail: 'amani@kijiji.co.ke',
      }),
      expect.objectContaining({
        metadata: { jobTitle: 'Cashier' },
        timestamp: seeder.ago(120 - 24).toISOString(),
      }),
    ]);
  });
});

describe('GET /api/admin/users', () => {
  it('keeps the impersonation fields and adds status and usage counts', async () => {
    const res = await admin.get('/api/admin/users');
    expect(res.status).toBe(200);
    const byEmail = new Map(res.body.map((u: { email: string }) => [u.email, u]));
    expect(res.body).toHaveLength(7);
    expect(byEmail.get('amani@kijiji.co.ke')).toMatchObject({
      id: ids.u1,
      status: 'active',
      jobsCreated: 2,
      interviewsCreated: 6,
      interviewCompletions: 5,
      panelsExported: 2,
      organisationDomain: 'kijiji.co.ke',
      isAdmin: false,
    });
    expect(byEmail.get('dalia@kijiji.co.ke')).toMatchObject({
      status: 'active',
      jobsCreated: 1,
      interviewsCreated: 5,
      interviewCompletions: 3,
      panelsExported: 1,
    });
    // Signed in by the link of its confirmation mail, so active with a last sign-in.
    expect(byEmail.get('hr@umoja-retail.co.za')).toMatchObject({
      status: 'active',
      jobsCreated: 1,
      interviewsCreated: 0,
      interviewCompletions: 0,
      panelsExported: 0,
      lastSignInAt: expect.any(String),
    });
    expect(byEmail.get('baraka@kijiji.co.ke')).toMatchObject({ status: 'active', jobsCreated: 0 });
    expect(byEmail.get('chausiku@kijiji.co.ke')).toMatchObject({ status: 'inactive' });
    expect(byEmail.get('eshe@kijiji.co.ke')).toMatchObject({ status: 'inactive', lastSignInAt: null });
    const boss = byEmail.get('boss@sauti-hq.com') as Record<string, unknown>;
    expect(Object.keys(boss).sort()).toEqual(
      [
        'id',
        'email',
        'firstName',
        'lastName',
        'profileImageUrl',
        'organisationId',
        'membership',
        'organisationDomain',
        'isAdmin',
        'status',
        'jobsCreated',
        'interviewsCreated',
        'interviewCompletions',
        'panelsExported',
        'createdAt',
        'updatedAt',
        'lastSignInAt',
      ].sort(),
    );
    expect(boss).toMatchObject({
      isAdmin: true,
      firstName: 'Kofi',
      lastName: 'Mensah',
      organisationDomain: 'sauti-hq.com',
    });
    expect(Number.isNaN(Date.parse(boss.createdAt as string))).toBe(false);
  });
});

describe('GET /api/admin/referrers', () => {
  it('splits direct traffic from referring domains and lists every URL', async () => {
    const res = await admin.get('/api/admin/referrers');
    expect(res.status).toBe(200);
    // Direct: no referrer, an empty one and an unparsable one: 3 of 11 = 27%.
    expect(res.body).toMatchObject({ totalSessions: 11, directTraffic: 3, directTrafficPercentage: 27 });
    expect(res.body.topSources).toEqual([
      {
        domain: 'linkedin.com',
        fullUrl: 'https://www.linkedin.com/jobs/view/1',
        count: 3,
        completed: 3,
        completionRate: 100,
        percentage: 27,
      },
      {
        domain: 'indeed.com',
        fullUrl: 'https://indeed.com/x',
        count: 2,
        completed: 1,
        completionRate: 50,
        percentage: 18,
      },
      {
        domain: 'twitter.com',
        fullUrl: 'https://twitter.com/a',
        count: 2,
        completed: 2,
        completionRate: 100,
        percentage: 18,
      },
      {
        domain: 'facebook.com',
        fullUrl: 'http://WWW.Facebook.com/page',
        count: 1,
        completed: 1,
        completionRate: 100,
        percentage: 9,
      },
    ]);
    expect(
      res.body.referrerSources.map(
        (r: { domain: string; fullUrl: string; count: number; completed: number }) => [
          r.domain,
          r.fullUrl,
          r.count,
          r.completed,
        ],
      ),
    ).toEqual([
      ['indeed.com', 'https://indeed.com/x', 2, 1],
      ['linkedin.com', 'https://www.linkedin.com/jobs/view/1', 2, 2],
      ['facebook.com', 'http://WWW.Facebook.com/page', 1, 1],
      ['linkedin.com', 'https://linkedin.com/feed', 1, 1],
      ['twitter.com', 'https://twitter.com/a', 1, 1],
      ['twitter.com', 'https://twitter.com/b', 1, 1],
    ]);
    expect(res.body.referrerSources[0]).toMatchObject({ completionRate: 50, percentage: 18 });
  });
});

describe('GET /api/admin/ai-learning-insights', () => {
  it('learns from the latest evaluation of each evaluated candidate', async () => {
    const res = await admin.get('/api/admin/ai-learning-insights');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      // Evaluated: Amina and Baraka hired, Chidi and Esi rejected, Gift considering, Hawa pending.
      // Jabari was hired without an evaluation and is left out.
      hiringOutcomes: { totalDecisions: 5, hired: 2, rejected: 2, considering: 1, pending: 1 },
      // Hired (85 + 90) / 2 = 87.5 → 88; rejected (50 + 75) / 2 = 62.5 → 63.
      scoreAnalysis: { avgHiredScore: 88, avgRejectedScore: 63, scoreDifference: 25 },
      // Both hired scored 70+; of the rejected only Chidi (50) scored below 70: 3 of 4 agree.
      aiPerformance: {
        alignedCount: 2,
        accurateCount: 1,
        hiredAnalyzed: 2,
        rejectedAnalyzed: 2,
        aiAlignment: 100,
        aiAccuracy: 50,
        totalAnalyzed: 4,
        agreement: 75,
      },
      // Decided within 7 days: Baraka, Chidi, Esi, Gift (Amina's was 8 days ago); 5 of 6 decided.
      trends: { recentDecisions: 4, decisionRate: 83 },
    });
  });
});
