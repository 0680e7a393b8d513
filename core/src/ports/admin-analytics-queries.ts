/**
 * Raw aggregates behind the administrator's analytics (docs/behaviour/platform.md §2.8). Each method is one or a
 * few aggregate queries (COUNT / AVG / GROUP BY / DISTINCT ON) over the whole platform; the cut-off
 * instants come from core, so what "active", "this week" and "abandoned" mean is decided there.
 */
import type { HiringOutcome } from '../domain/candidate-session.js';
import type { AnalyticsCutoffs } from '../rules/analytics-windows.js';

export interface PlatformCounts {
  users: {
    total: number;
    active: number;
    createdSinceWeekStart: number;
    /** Users created before weekStart. */
    joinedBeforeWeek: number;
    /** Of those, the ones who signed in at or after weekStart. */
    joinedBeforeWeekSignedInThisWeek: number;
    /** Users who created at least one job. */
    withJob: number;
    /** Users with at least one interview session on their jobs. */
    withInterview: number;
    /** Users with at least one completed interview on their jobs. */
    withCompletedInterview: number;
  };
  jobs: {
    total: number;
    active: number;
    createdSinceWeekStart: number;
    /** Mean number of questions per job; null when there are no jobs. */
    avgQuestions: number | null;
    /** Jobs with at least one interview session. */
    withInterview: number;
  };
  interviews: {
    total: number;
    completed: number;
    abandoned: number;
    /** Mean of completedAt − startedAt over completed interviews, in seconds; null when none. */
    avgCompletionSeconds: number | null;
  };
}

export type ActivityType =
  'user_signup' | 'job_created' | 'interview_started' | 'interview_completed' | 'interview_abandoned';

/** One platform event (abandonment happens `abandonAfterMs` after the start). */
export interface ActivityRow {
  /** The id of the user, job or session the event is about. */
  subjectId: string;
  type: ActivityType;
  at: Date;
  /** The user who signed up, or the owner of the job. */
  userEmail: string | null;
  jobTitle: string | null;
  candidateName: string | null;
}

/** Per-user usage counts; users with no activity still appear with zeros. */
export interface UserUsageRow {
  userId: string;
  jobsCreated: number;
  interviewsCreated: number;
  interviewCompletions: number;
  panelsExported: number;
}

/** Interview sessions grouped by their referrer URL (null: none recorded or blank). */
export interface ReferrerCountRow {
  referrerUrl: string | null;
  sessions: number;
  completed: number;
}

/** Evaluated candidates (latest evaluation per session) grouped by hiring outcome. */
export interface OutcomeGroupRow {
  /** Null: no decision yet (pending). */
  outcome: HiringOutcome | null;
  candidates: number;
  /** Mean latest overall score of the group. */
  avgScore: number;
  /** Candidates of the group whose outcome changed at or after the `recentSince` instant. */
  recentlyDecided: number;
}

/** Hired or rejected evaluated candidates grouped by their latest score (0-100). */
export interface DecisionScoreRow {
  outcome: Exclude<HiringOutcome, 'considering'>;
  score: number;
  candidates: number;
}

/** A completed interview with the owner of its job, for the candidate-notification digest. */
export interface CompletedCandidateRow {
  sessionId: string;
  jobId: string;
  jobTitle: string;
  candidateName: string | null;
  completedAt: Date;
  /** Latest overall score, or null when not evaluated yet or evaluated as "Not scored". */
  score: number | null;
  /** Whether an evaluation is stored: a null score is then "Not scored", not "not evaluated yet". */
  evaluated: boolean;
  ownerId: string;
  ownerEmail: string;
  ownerFirstName: string | null;
}

/** The administrator's analytics queries. */
export interface AdminAnalyticsQueries {
  platformCounts(cutoffs: AnalyticsCutoffs): Promise<PlatformCounts>;
  /** The newest `limit` events, newest first (ties broken by type, then id). */
  recentActivity(options: { now: Date; abandonAfterMs: number; limit: number }): Promise<ActivityRow[]>;
  userUsage(): Promise<UserUsageRow[]>;
  referrerCounts(): Promise<ReferrerCountRow[]>;
  outcomeGroups(options: { recentSince: Date }): Promise<OutcomeGroupRow[]>;
  decisionScores(): Promise<DecisionScoreRow[]>;
  /** Interviews completed at or after `since`, oldest first. */
  completedCandidatesSince(since: Date): Promise<CompletedCandidateRow[]>;
}
