import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FixedClock } from '../../testing/fixed-clock.js';
import { ANALYTICS_LIMITS } from '../../rules/analytics.js';
import { composeAdminAnalytics, FUNNEL_STAGES } from './admin-analytics.js';
import { ANALYTICS_WINDOWS, analyticsCutoffs, userStatus } from '../../rules/analytics-windows.js';
import { emptyCounts, FakeAnalyticsQueries } from '../../testing/fake-analytics-queries.js';
import { GetAdminAnalytics } from './get-admin-analytics.js';

const NOW = new Date('2026-11-22T12:00:00.000Z');
const admin = { userId: 'admin', organisationId: 'org', isAdmin: true };
const DAY = 24 * 60 * 60 * 1000;

function sampleCounts() {
  const counts = emptyCounts();
  counts.users = {
    total: 8,
    active: 5,
    createdSinceWeekStart: 2,
    joinedBeforeWeek: 6,
    joinedBeforeWeekSignedInThisWeek: 2,
    withJob: 2,
    withInterview: 1,
    withCompletedInterview: 1,
  };
  counts.jobs = { total: 3, active: 2, createdSinceWeekStart: 1, avgQuestions: 10 / 3, withInterview: 2 };
  counts.interviews = { total: 9, completed: 3, abandoned: 4, avgCompletionSeconds: 1_530 };
  return counts;
}

describe('composeAdminAnalytics', () => {
  it('derives every percentage, the funnel and the warnings from the counts', () => {
    const result = composeAdminAnalytics(sampleCounts(), [], NOW);
    expect(result.generatedAt).toBe(NOW.toISOString());
    expect(result.userMetrics).toEqual({
      totalUsers: 8,
      activeUsers: 5,
      newUsersThisWeek: 2,
      retentionRate: 33,
    });
    expect(result.jobMetrics).toEqual({
      totalJobs: 3,
      activeJobs: 2,
      avgQuestionsPerJob: 3.3,
      jobsCreatedThisWeek: 1,
    });
    expect(result.interviewMetrics).toEqual({
      totalInterviews: 9,
      completedInterviews: 3,
      abandonedInterviews: 4,
      // 3 completed + 4 abandoned did not add up to '3 of 9 interviews': the 2 others are in progress.
      inProgressInterviews: 2,
      averageCompletionTime: 26, // 1530 s = 25.5 min
      completionRate: 33,
    });
    expect(result.userJourney).toEqual({
      signupToFirstJob: 25,
      jobCreationToFirstInterview: 67,
      interviewStartToCompletion: 33,
    });
    expect(result.dropoffPoints).toEqual([
      { stage: FUNNEL_STAGES[0], users: 8, percentage: 100 },
      { stage: 'Created a job', users: 2, percentage: 25 },
      { stage: 'Received an interview', users: 1, percentage: 13 },
      { stage: 'Interview completed', users: 1, percentage: 13 },
    ]);
    expect(result.potentialIssues.map((i) => i.code)).toEqual([
      'low_completion',
      'low_activation',
      'low_retention',
      'high_abandonment',
    ]);
  });

  it('completed, abandoned and in progress add up to the interviews started (fast-check)', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.nat(500), fc.nat(500), (completed, abandoned, open) => {
        const counts = emptyCounts();
        counts.interviews = {
          total: completed + abandoned + open,
          completed,
          abandoned,
          avgCompletionSeconds: null,
        };
        const m = composeAdminAnalytics(counts, [], NOW).interviewMetrics;
        expect(m.completedInterviews + m.abandonedInterviews + m.inProgressInterviews).toBe(
          m.totalInterviews,
        );
      }),
    );
  });

  it('answers zeros, not NaN, on an empty platform', () => {
    const result = composeAdminAnalytics(emptyCounts(), [], NOW);
    expect(result.userMetrics.retentionRate).toBe(0);
    // Nothing to measure yet: no 'Low user retention (0%)' or low completion warning on day one.
    expect(result.potentialIssues.map((i) => i.code)).not.toContain('low_retention');
    expect(result.potentialIssues.map((i) => i.code)).not.toContain('low_completion');
    expect(result.jobMetrics.avgQuestionsPerJob).toBe(0);
    expect(result.interviewMetrics.averageCompletionTime).toBe(0);
    expect(result.dropoffPoints.every((p) => p.percentage === 0)).toBe(true);
  });

  it('raises no warning once every figure meets its threshold', () => {
    const counts = sampleCounts();
    counts.users.withJob = Math.ceil((counts.users.total * ANALYTICS_LIMITS.minSignupToFirstJob) / 100);
    counts.users.joinedBeforeWeekSignedInThisWeek = counts.users.joinedBeforeWeek;
    counts.interviews = {
      total: 10,
      completed: ANALYTICS_LIMITS.minCompletionRate / 10,
      abandoned: 5,
      avgCompletionSeconds: 60,
    };
    expect(composeAdminAnalytics(counts, [], NOW).potentialIssues).toEqual([]);
  });

  it('presents events with a stable id and only the metadata it has', () => {
    const at = new Date(NOW.getTime() - DAY);
    const result = composeAdminAnalytics(
      emptyCounts(),
      [
        {
          subjectId: 's1',
          type: 'interview_completed',
          at,
          userEmail: 'hr@acme.co',
          jobTitle: 'Chef',
          candidateName: 'Ama',
        },
        {
          subjectId: 'u1',
          type: 'user_signup',
          at,
          userEmail: 'new@acme.co',
          jobTitle: null,
          candidateName: null,
        },
      ],
      NOW,
    );
    expect(result.recentActivity).toEqual([
      {
        id: 'interview_completed:s1',
        type: 'interview_completed',
        timestamp: at.toISOString(),
        userEmail: 'hr@acme.co',
        metadata: { jobTitle: 'Chef', candidateName: 'Ama' },
      },
      {
        id: 'user_signup:u1',
        type: 'user_signup',
        timestamp: at.toISOString(),
        userEmail: 'new@acme.co',
        metadata: {},
      },
    ]);
  });
});

describe('the windows', () => {
  it('puts the cut-offs 30 days, 7 days and 24 hours before now', () => {
    expect(analyticsCutoffs(NOW)).toEqual({
      activeSince: new Date(NOW.getTime() - 30 * DAY),
      weekStart: new Date(NOW.getTime() - 7 * DAY),
      abandonedBefore: new Date(NOW.getTime() - DAY),
    });
  });

  it('calls a user active from the instant of the 30-day cut-off, never when never signed in', () => {
    const { activeSince } = analyticsCutoffs(NOW);
    expect(userStatus(activeSince, activeSince)).toBe('active');
    expect(userStatus(new Date(activeSince.getTime() - 1), activeSince)).toBe('inactive');
    expect(userStatus(null, activeSince)).toBe('inactive');
  });
});

describe('GetAdminAnalytics', () => {
  it('asks the queries with the windows at the clock time and the 20-event limit', async () => {
    const queries = new FakeAnalyticsQueries();
    queries.counts = sampleCounts();
    const result = await new GetAdminAnalytics({ queries, clock: new FixedClock(NOW) }).execute(admin);
    expect(result.userMetrics.totalUsers).toBe(8);
    expect(queries.calls).toEqual(
      expect.arrayContaining([
        { method: 'platformCounts', args: analyticsCutoffs(NOW) },
        { method: 'recentActivity', args: { now: NOW, abandonAfterMs: DAY, limit: 20 } },
      ]),
    );
    expect(ANALYTICS_WINDOWS.recentActivityLimit).toBe(20);
  });

  it('refuses anyone but the administrator', async () => {
    const use = new GetAdminAnalytics({ queries: new FakeAnalyticsQueries(), clock: new FixedClock(NOW) });
    await expect(use.execute({ ...admin, isAdmin: false })).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });
});
