import type {
  AdminAnalytics,
  AdminUserRecord,
  AiLearningInsights,
  ReferrersReport,
} from '@sauti/core/contract/analytics';
import { stubApi } from '@/test-utils';

/** Contract-shaped answers of the four analytics loads, for the tests of this folder. */
export const analyticsFixture: AdminAnalytics = {
  generatedAt: '2025-05-02T08:09:07',
  userMetrics: { totalUsers: 40, activeUsers: 30, newUsersThisWeek: 6, retentionRate: 55 },
  jobMetrics: { totalJobs: 25, activeJobs: 12, avgQuestionsPerJob: 7, jobsCreatedThisWeek: 3 },
  interviewMetrics: {
    totalInterviews: 200,
    completedInterviews: 150,
    abandonedInterviews: 17,
    inProgressInterviews: 33,
    averageCompletionTime: 14,
    completionRate: 75,
  },
  userJourney: { signupToFirstJob: 62, jobCreationToFirstInterview: 81, interviewStartToCompletion: 75 },
  recentActivity: [
    {
      id: 'e1',
      type: 'user_signup',
      timestamp: '2025-05-01T09:05:00',
      userEmail: 'new@acme.co',
      metadata: {},
    },
    {
      id: 'e2',
      type: 'interview_completed',
      timestamp: '2025-04-30T17:45:00',
      userEmail: null,
      metadata: { jobTitle: 'Call Centre Agent', candidateName: 'Amina' },
    },
  ],
  dropoffPoints: [
    { stage: 'Signed up', users: 40, percentage: 100 },
    { stage: 'Created a job', users: 25, percentage: 63 },
    { stage: 'Received an interview', users: 18, percentage: 45 },
    { stage: 'Interview completed', users: 11, percentage: 28 },
  ],
  potentialIssues: [],
};

export const usersFixture: AdminUserRecord[] = [
  {
    id: 'u1',
    email: 'ada@acme.co',
    firstName: 'Ada',
    lastName: 'Obi',
    status: 'active',
    isAdmin: false,
    organisationDomain: 'acme.co',
    jobsCreated: 4,
    interviewsCreated: 30,
    interviewCompletions: 21,
    panelsExported: 2,
    createdAt: '2025-03-04T09:05:00',
    lastSignInAt: '2025-04-20T18:07:00',
  },
  {
    id: 'u2',
    email: 'noname@bank.co.za',
    firstName: null,
    lastName: null,
    status: 'inactive',
    isAdmin: false,
    organisationDomain: 'bank.co.za',
    jobsCreated: 1,
    interviewsCreated: 5,
    interviewCompletions: 2,
    panelsExported: 0,
    createdAt: null,
    lastSignInAt: null,
  },
  {
    id: 'u3',
    email: 'odd@telco.africa',
    firstName: 'Tumi',
    lastName: null,
    status: 'inactive',
    isAdmin: false,
    organisationDomain: 'telco.africa',
    jobsCreated: 0,
    interviewsCreated: 0,
    interviewCompletions: 0,
    panelsExported: 0,
    createdAt: 'yesterday-ish',
    lastSignInAt: null,
  },
];

/** Insights with `total` decisions split over the outcomes. */
export function insightsFixture(total = 12): AiLearningInsights {
  const hired = Math.floor(total / 2);
  const rejected = Math.floor(total / 4);
  return {
    hiringOutcomes: {
      totalDecisions: total,
      hired,
      rejected,
      considering: total - hired - rejected,
      pending: 9,
    },
    scoreAnalysis: { avgHiredScore: 81, avgRejectedScore: 58, scoreDifference: 23 },
    aiPerformance: {
      alignedCount: 5,
      accurateCount: 2,
      hiredAnalyzed: 6,
      rejectedAnalyzed: 3,
      aiAlignment: 83,
      aiAccuracy: 67,
      totalAnalyzed: 9,
      agreement: 78,
    },
    trends: { recentDecisions: 4, decisionRate: 57 },
  };
}

export const referrersFixture: ReferrersReport = {
  totalSessions: 100,
  directTraffic: 40,
  directTrafficPercentage: 40,
  topSources: [
    {
      domain: 'linkedin.com',
      fullUrl: 'https://linkedin.com/jobs/1',
      count: 35,
      completed: 25,
      completionRate: 71,
      percentage: 35,
    },
    {
      domain: 'jobs.example.org',
      fullUrl: 'https://jobs.example.org/x',
      count: 25,
      completed: 5,
      completionRate: 20,
      percentage: 25,
    },
  ],
  referrerSources: [
    {
      domain: 'linkedin.com',
      fullUrl: 'https://linkedin.com/jobs/1',
      count: 30,
      completed: 22,
      completionRate: 73,
      percentage: 30,
    },
    {
      domain: 'linkedin.com',
      fullUrl: 'https://linkedin.com/feed',
      count: 5,
      completed: 3,
      completionRate: 60,
      percentage: 5,
    },
    {
      domain: 'jobs.example.org',
      fullUrl: 'https://jobs.example.org/x',
      count: 25,
      completed: 5,
      completionRate: 20,
      percentage: 25,
    },
  ],
};

export const adminUser = {
  id: 'admin',
  email: 'admin@sauti.africa',
  firstName: 'Ada',
  lastName: null,
  isAdmin: true,
};

/** Stubs the API for a signed-in admin; `overrides` replace or add routes. */
export function stubAnalyticsApi(
  overrides: Record<string, (init?: RequestInit) => Response | Promise<Response>> = {},
) {
  return stubApi({
    'GET /api/user': () => Response.json(adminUser),
    'GET /api/admin/analytics': () => Response.json(analyticsFixture),
    'GET /api/admin/users': () => Response.json(usersFixture),
    'GET /api/admin/referrers': () => Response.json(referrersFixture),
    'GET /api/admin/ai-learning-insights': () => Response.json(insightsFixture()),
    ...overrides,
  });
}
