import type { CandidateSession } from '../domain/candidate-session.js';
import type { MatchLevel } from '../rules/scoring.js';
import type { OverviewQuery, PanelQuery } from '../contract/review.js';
import type { PanelAvailableCounts } from '../contract/review-views.js';
import type { CursorKey } from '../rules/cursor-page.js';

/**
 * What the whole-job lists need of a session's latest evaluation: its scores and flags, without
 * the long analysis (criteria rationales and evidence), which only the page on screen reads.
 */
export interface EvaluationSummary {
  id: string;
  sessionId: string;
  /** Null when the interview was not scored. */
  overallScore: number | null;
  /** detailedAnalysis.notScoredReasons (strings only), empty when scored. */
  notScoredReasons: string[];
  pillarScores: Record<string, number> | null;
  recommendation: string | null;
  /** detailedAnalysis.feedback when it is a string. */
  feedback: string | null;
  /** detailedAnalysis.needsHumanReview === true. */
  needsHumanReview: boolean;
  /** detailedAnalysis.evaluatorVersion when it is a string: who made it (docs/behaviour/review.md §16). */
  evaluatorVersion: string | null;
  evaluatedAt: Date;
}

/** Answer figures of one session, aggregated in the database. */
export interface AnswerSummary {
  sessionId: string;
  /** Answers recorded. */
  answers: number;
  /** Sum of the known durations, whole seconds. */
  totalDuration: number;
  /** Some answer has isSamePerson false. */
  voiceMismatch: boolean;
}

/**
 * The figures the core scoring rules derive from a latest evaluation against the job's enabled
 * criteria, stored beside it so the database can filter, sort and count by them
 * (see review-figures.ts for why they are stored and when they are recomputed).
 */
export interface ReviewFigures {
  evaluationId: string;
  /** Null for an interview that was not scored. */
  matchLevel: MatchLevel | null;
  /** Criterion ids whose score meets the bar (empty when not scored). */
  metCriteria: string[];
}

/** A latest evaluation whose stored figures were computed for other criteria (or never). */
export interface StaleEvaluation {
  id: string;
  overallScore: number | null;
  pillarScores: Record<string, number> | null;
}

/** Whole-job counts of the overview (docs/behaviour/review.md §2.3), one aggregate statement. */
export interface OverviewCounts {
  totalInvited: number;
  completed: number;
  notStarted: number;
  /** Latest evaluations by stored match level (any session, completed or not). */
  strongMatch: number;
  partialMatch: number;
  poorFit: number;
  /** Latest evaluations with a score (a match level). */
  scored: number;
  notScored: number;
  /** Completed sessions without an evaluation. */
  awaitingEvaluation: number;
  /** Scored latest evaluations meeting each criterion, by criterion id. */
  metByCriterion: Record<string, number>;
}

/** One page of a list: the sessions shown, in order, and how many match in all. */
export interface SessionPage {
  sessions: CandidateSession[];
  total: number;
}

/** Whole-job counts of the dashboard (docs/behaviour/review.md §2.2). */
export interface DashboardCounts {
  totalCandidates: number;
  completedCandidates: number;
  evaluatedCandidates: number;
}

/**
 * Reads of the HR review screens. Each method is one SQL statement whatever the number of
 * candidates, so the overview, dashboard and panel cost a fixed number of queries; filters,
 * orders, search and paging run in the database, over the figures of `ReviewFigures`.
 */
export interface ReviewReadModel {
  /** The latest evaluation (latest evaluatedAt, then highest id) of every session of the job that has one, summarised. */
  latestEvaluationSummariesOfJob(jobId: string): Promise<EvaluationSummary[]>;
  /** The answer figures of each of `sessionIds` that has an answer (others are absent). */
  answerSummariesOf(sessionIds: readonly string[]): Promise<AnswerSummary[]>;
  /** Evaluations of the job (latest or not) whose figures were not stored for `criteriaKey`. */
  staleEvaluationsOfJob(jobId: string, criteriaKey: string): Promise<StaleEvaluation[]>;
  /** Stores figures computed for `criteriaKey` (one statement; idempotent). */
  storeReviewFigures(criteriaKey: string, figures: readonly ReviewFigures[]): Promise<void>;
  /** The overview's whole-job counts. */
  overviewCounts(jobId: string): Promise<OverviewCounts>;
  /**
   * The completed sessions passing search and filter, in the overview's order, one page of them
   * (docs/behaviour/review.md §2.3; orders as in overview-order.ts, which the fakes follow).
   */
  overviewPage(jobId: string, query: OverviewQuery): Promise<SessionPage>;
  /** The dashboard's whole-job counts. */
  dashboardCounts(jobId: string): Promise<DashboardCounts>;
  /** Evaluated sessions, latest start first (then id), one page of them. */
  dashboardPage(jobId: string, offset: number, limit: number): Promise<SessionPage>;
  /** The latest evaluation summary of each of `sessionIds` that has an evaluation (others are absent). */
  latestEvaluationSummariesOf(sessionIds: readonly string[]): Promise<EvaluationSummary[]>;
  /** Evaluated sessions of the job in the panel (in no order). */
  panelMembersOfJob(jobId: string): Promise<CandidateSession[]>;
  /** Counts of the evaluated sessions not in the panel, by stored match level. */
  panelAvailableCounts(jobId: string): Promise<PanelAvailableCounts>;
  /**
   * Evaluated sessions not in the panel passing the search, one page of them, in the order of
   * `panelOrder` (panel-order.ts, which the fakes follow).
   */
  panelAvailablePage(jobId: string, query: PanelQuery): Promise<SessionPage>;
  /**
   * Up to `limit` sessions of the job (in progress too) strictly after `after` in the /api/v1
   * cursor order (`compareKeys` of rules/cursor-page.ts over the start, at the millisecond, and
   * the id), from the start when `after` is null.
   */
  sessionsAfter(jobId: string, after: CursorKey | null, limit: number): Promise<CandidateSession[]>;
  /**
   * Up to `limit` sessions of any of `jobIds` whose external reference is `match.externalReference`
   * (exactly) and whose address is `match.email` (trimmed, without case), each given bound
   * narrowing, strictly after `after` in the order of `sessionsAfter`.
   */
  sessionsMatchingAfter(
    jobIds: readonly string[],
    match: SessionMatch,
    after: CursorKey | null,
    limit: number,
  ): Promise<CandidateSession[]>;
}

/** What /api/v1 finds candidates by (docs/behaviour/platform.md §15). */
export interface SessionMatch {
  externalReference?: string;
  /** Compared trimmed and lower-case. */
  email?: string;
}
