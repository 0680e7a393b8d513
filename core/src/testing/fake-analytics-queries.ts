import type { AnalyticsCutoffs } from '../rules/analytics-windows.js';
import type {
  ActivityRow,
  AdminAnalyticsQueries,
  CompletedCandidateRow,
  DecisionScoreRow,
  OutcomeGroupRow,
  PlatformCounts,
  ReferrerCountRow,
  UserUsageRow,
} from '../ports/admin-analytics-queries.js';

/** Zero counts, for tests to override. */
export function emptyCounts(): PlatformCounts {
  return {
    users: {
      total: 0,
      active: 0,
      createdSinceWeekStart: 0,
      joinedBeforeWeek: 0,
      joinedBeforeWeekSignedInThisWeek: 0,
      withJob: 0,
      withInterview: 0,
      withCompletedInterview: 0,
    },
    jobs: { total: 0, active: 0, createdSinceWeekStart: 0, avgQuestions: null, withInterview: 0 },
    interviews: { total: 0, completed: 0, abandoned: 0, avgCompletionSeconds: null },
  };
}

/** Canned aggregates for use-case tests; records the arguments it was asked with. */
export class FakeAnalyticsQueries implements AdminAnalyticsQueries {
  counts = emptyCounts();
  activity: ActivityRow[] = [];
  usage: UserUsageRow[] = [];
  referrers: ReferrerCountRow[] = [];
  outcomes: OutcomeGroupRow[] = [];
  scores: DecisionScoreRow[] = [];
  completed: CompletedCandidateRow[] = [];
  readonly calls: { method: string; args: unknown }[] = [];

  async platformCounts(cutoffs: AnalyticsCutoffs) {
    this.calls.push({ method: 'platformCounts', args: cutoffs });
    return this.counts;
  }
  async recentActivity(options: { now: Date; abandonAfterMs: number; limit: number }) {
    this.calls.push({ method: 'recentActivity', args: options });
    return this.activity;
  }
  async userUsage() {
    return this.usage;
  }
  async referrerCounts() {
    return this.referrers;
  }
  async outcomeGroups(options: { recentSince: Date }) {
    this.calls.push({ method: 'outcomeGroups', args: options });
    return this.outcomes;
  }
  async decisionScores() {
    return this.scores;
  }
  async completedCandidatesSince(since: Date) {
    this.calls.push({ method: 'completedCandidatesSince', args: since });
    return this.completed;
  }
}
