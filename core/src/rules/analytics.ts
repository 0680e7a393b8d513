import type { HiringOutcome } from '../domain/candidate-session.js';
import { MET_THRESHOLD } from './scoring.js';
import { percentOf } from './percent-of.js';

/** Admin analytics thresholds (docs/behaviour/platform.md §2.8 and §9). Percentages are 0-100. */
export const ANALYTICS_LIMITS = {
  /** Fewer decisions than this is early-stage data. */
  earlyStageDecisions: 10,
  /** A hired-minus-rejected average score difference above this is strong separation. */
  strongSeparation: 10,
  minCompletionRate: 50,
  minSignupToFirstJob: 30,
  minRetentionRate: 40,
  referrerGreen: 70,
  referrerYellow: 40,
} as const;

export const SCORE_DIFFERENCE_HINTS = {
  strong: 'strong separation',
  weak: 'Consider reviewing evaluation criteria',
} as const;

/**
 * How far the scores (whoever made them: built-in scoring or a language model) agree with the
 * hiring outcomes. The field names are the API's (`aiAlignment`, `aiAccuracy`); the screens call
 * them what they are (docs/behaviour/platform.md §2.8).
 */
export interface AiPerformance {
  /** Hired candidates scoring 70 or more. */
  alignedCount: number;
  /** Rejected candidates scoring below 70. */
  accurateCount: number;
  /** Hired candidates with a score: the sample of the alignment. */
  hiredAnalyzed: number;
  /** Rejected candidates with a score: the sample of the accuracy. */
  rejectedAnalyzed: number;
  /** alignedCount as a rounded percent of hired candidates with a score (0 when none). */
  aiAlignment: number;
  /** accurateCount as a rounded percent of rejected candidates with a score (0 when none). */
  aiAccuracy: number;
  /** Hired and rejected candidates with a score: the decisions the scores can be judged on. */
  totalAnalyzed: number;
  /** Aligned plus accurate as a rounded percent of totalAnalyzed (0 when none): the agreement. */
  agreement: number;
}

/**
 * How well the scores agree with hiring decisions. Denominators: alignment over the hired
 * candidates that have a score, accuracy over the rejected candidates that have a score;
 * considering and pending (null: no decision yet) candidates, and those without a score, are left out.
 */
export function aiPerformance(
  decisions: readonly { outcome: HiringOutcome | null; score: number | null | undefined }[],
): AiPerformance {
  const scored = decisions.filter(
    (d): d is { outcome: HiringOutcome | null; score: number } => typeof d.score === 'number',
  );
  const hired = scored.filter((d) => d.outcome === 'hired');
  const rejected = scored.filter((d) => d.outcome === 'rejected');
  const alignedCount = hired.filter((d) => d.score >= MET_THRESHOLD).length;
  const accurateCount = rejected.filter((d) => d.score < MET_THRESHOLD).length;
  const totalAnalyzed = hired.length + rejected.length;
  return {
    alignedCount,
    accurateCount,
    hiredAnalyzed: hired.length,
    rejectedAnalyzed: rejected.length,
    aiAlignment: percentOf(alignedCount, hired.length),
    aiAccuracy: percentOf(accurateCount, rejected.length),
    totalAnalyzed,
    agreement: percentOf(alignedCount + accurateCount, totalAnalyzed),
  };
}

/** True while there are fewer than 10 decisions to learn from. */
export function isEarlyStage(totalDecisions: number): boolean {
  return totalDecisions < ANALYTICS_LIMITS.earlyStageDecisions;
}

/** Which banner the scores-and-outcomes tab shows: none tracked yet (0), early stage (1-9), success (10+). */
export function learningBanner(totalDecisions: number): 'none' | 'early' | 'success' {
  if (totalDecisions <= 0) return 'none';
  return isEarlyStage(totalDecisions) ? 'early' : 'success';
}

/** The hint under the hired/rejected score difference. */
export function scoreDifferenceHint(difference: number): string {
  return difference > ANALYTICS_LIMITS.strongSeparation
    ? SCORE_DIFFERENCE_HINTS.strong
    : SCORE_DIFFERENCE_HINTS.weak;
}

export interface IssueInput {
  completionRate: number;
  signupToFirstJob: number;
  retentionRate: number;
  abandonedInterviews: number;
  completedInterviews: number;
  /** Interviews started: no completion rate to judge without any. */
  totalInterviews: number;
  /** Users who joined before this week: no retention to judge without any. */
  usersJoinedBeforeWeek: number;
}

export type IssueCode = 'low_completion' | 'low_activation' | 'low_retention' | 'high_abandonment';

/**
 * The Potential Issues warnings, each with its text. A rate with nothing to measure raises none:
 * on a new platform 'Low user retention (0%)' stood beside 'Active users 100%'.
 */
export function potentialIssues(input: IssueInput): { code: IssueCode; message: string }[] {
  const L = ANALYTICS_LIMITS;
  const issues: { code: IssueCode; message: string }[] = [];
  if (input.totalInterviews > 0 && input.completionRate < L.minCompletionRate) {
    issues.push({
      code: 'low_completion',
      message: `Low interview completion rate (${input.completionRate}%): fewer than ${L.minCompletionRate}% of started interviews are completed.`,
    });
  }
  if (input.signupToFirstJob < L.minSignupToFirstJob) {
    issues.push({
      code: 'low_activation',
      message: `Few new users create a job (${input.signupToFirstJob}%): under ${L.minSignupToFirstJob}% go from signup to a first job.`,
    });
  }
  if (input.usersJoinedBeforeWeek > 0 && input.retentionRate < L.minRetentionRate) {
    issues.push({
      code: 'low_retention',
      message: `Low user retention (${input.retentionRate}%): under ${L.minRetentionRate}% of users stay active.`,
    });
  }
  if (input.abandonedInterviews > input.completedInterviews) {
    issues.push({
      code: 'high_abandonment',
      message: `More interviews are abandoned (${input.abandonedInterviews}) than completed (${input.completedInterviews}).`,
    });
  }
  return issues;
}

/** The colour of a referrer's completion rate: >= 70 green, >= 40 yellow, else red. */
export function referrerCompletionColour(rate: number): 'green' | 'yellow' | 'red' {
  if (rate >= ANALYTICS_LIMITS.referrerGreen) return 'green';
  if (rate >= ANALYTICS_LIMITS.referrerYellow) return 'yellow';
  return 'red';
}
