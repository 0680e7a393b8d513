/**
 * The JSON of the administrator's analytics calls (docs/behaviour/platform.md §2.8, §3, §7): one definition
 * shared by the server, which computes these figures by aggregate queries, and the /analytics
 * screen. Dates are ISO strings; percentages are whole numbers 0-100.
 *
 * Definitions (the spec leaves them open; these are ours, documented once here):
 * - active user: signed in within the last 30 days; inactive otherwise (never signed in included).
 * - new this week / created this week: createdAt within the last 7 days.
 * - retentionRate: of the users who joined more than 7 days ago, the percent who signed in within
 *   the last 7 days (0 when there are none).
 * - abandoned interview: not completed and started more than 24 hours ago.
 * - averageCompletionTime: mean of completedAt − startedAt over completed interviews, whole minutes.
 * - userJourney: signupToFirstJob = percent of users who created a job; jobCreationToFirstInterview
 *   = percent of jobs with at least one session; interviewStartToCompletion = completion rate.
 * - decisionRate: percent of evaluated candidates with an outcome other than pending.
 * - Scores & Outcomes population: evaluated candidates (sessions with at least one evaluation; the latest
 *   counts). totalDecisions = hired + rejected + considering; pending = evaluated, no decision yet;
 *   scoreDifference = avgHiredScore − avgRejectedScore (the rounded averages).
 * - avgQuestionsPerJob: one decimal place. Recent activity: an abandoned interview's event is dated
 *   24 hours after its start; userEmail is the new user, or the owner of the job concerned.
 * - interviewsCreated / interviewCompletions of a user: sessions (completed ones) on the user's jobs.
 * - Mail: emailsSent counts the digests the mail port accepted; when SMTP_URL is not set they are
 *   written to the outbox folder and `message` says so.
 */
import type { AiPerformance } from '../rules/analytics.js';

/** GET /api/admin/analytics (polled every 30 s). */
export interface AdminAnalytics {
  generatedAt: string;
  userMetrics: { totalUsers: number; activeUsers: number; newUsersThisWeek: number; retentionRate: number };
  jobMetrics: {
    totalJobs: number;
    activeJobs: number;
    avgQuestionsPerJob: number;
    jobsCreatedThisWeek: number;
  };
  interviewMetrics: {
    totalInterviews: number;
    completedInterviews: number;
    abandonedInterviews: number;
    /** Started, neither completed nor abandoned: the three add up to totalInterviews. */
    inProgressInterviews: number;
    /** Whole minutes; 0 when nothing completed. */
    averageCompletionTime: number;
    completionRate: number;
  };
  userJourney: {
    signupToFirstJob: number;
    jobCreationToFirstInterview: number;
    interviewStartToCompletion: number;
  };
  /** Newest first, at most 20. */
  recentActivity: {
    id: string;
    type: 'user_signup' | 'job_created' | 'interview_started' | 'interview_completed' | 'interview_abandoned';
    timestamp: string;
    userEmail: string | null;
    metadata: { jobTitle?: string; candidateName?: string };
  }[];
  /** Funnel stages in order: Signed up, Created a job, Received an interview, Interview completed. */
  dropoffPoints: { stage: string; users: number; percentage: number }[];
  /** The Potential Issues warnings (core potentialIssues). */
  potentialIssues: { code: string; message: string }[];
}

/** GET /api/admin/users: the admin user record (docs/behaviour/platform.md §3). */
export interface AdminUserRecord {
  id: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  status: 'active' | 'inactive';
  isAdmin: boolean;
  organisationDomain: string;
  jobsCreated: number;
  interviewsCreated: number;
  interviewCompletions: number;
  panelsExported: number;
  createdAt: string | null;
  lastSignInAt: string | null;
}

/** GET /api/admin/ai-learning-insights. */
export interface AiLearningInsights {
  hiringOutcomes: {
    totalDecisions: number;
    hired: number;
    rejected: number;
    considering: number;
    pending: number;
  };
  scoreAnalysis: {
    avgHiredScore: number | null;
    avgRejectedScore: number | null;
    scoreDifference: number | null;
  };
  /** How far the scores agree with hiring outcomes, with the samples (see AiPerformance). */
  aiPerformance: AiPerformance;
  /** recentDecisions: outcomes updated within 7 days. */
  trends: { recentDecisions: number; decisionRate: number };
}

/** One referring source (domain 'direct' never appears here; direct traffic is counted apart). */
export interface ReferrerSource {
  domain: string;
  fullUrl: string;
  count: number;
  completed: number;
  completionRate: number;
  /** Share of all sessions. */
  percentage: number;
}

/** GET /api/admin/referrers. */
export interface ReferrersReport {
  totalSessions: number;
  directTraffic: number;
  directTrafficPercentage: number;
  /** Top 8 domains by sessions (fullUrl: the most frequent URL of the domain). */
  topSources: ReferrerSource[];
  /** Every distinct referrer URL. */
  referrerSources: ReferrerSource[];
}

/** POST /api/test-email-notification → TestEmailResult; POST /api/admin/send-candidate-notifications → NotificationsResult. */
export interface TestEmailResult {
  success: boolean;
  message: string;
}
export interface NotificationsResult {
  emailsSent: number;
  /** Set when mail is not configured (SMTP_URL unset) and the digests went to the outbox folder. */
  message?: string;
  /** Digests the mailer refused, when any. */
  failed?: number;
}
