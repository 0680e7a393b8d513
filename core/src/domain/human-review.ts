/**
 * A candidate's request that a person review the decision on their interview
 * (docs/behaviour/interview.md §18), and what HR found (table `human_review_requests`). One per
 * interview.
 */
export interface HumanReviewRequest {
  id: string;
  sessionId: string;
  jobId: string;
  organisationId: string;
  /** What the candidate wrote, if anything. */
  message: string | null;
  requestedAt: Date;
  /** When the job's HR were mailed about it; null while that mail is still to go. */
  hrNotifiedAt: Date | null;
  outcome: HumanReviewOutcome | null;
  /** What HR tells the candidate about the review. */
  outcomeNote: string | null;
  decidedBy: string | null;
  decidedAt: Date | null;
  /** When the candidate was mailed the outcome; null while that mail is still to go. */
  candidateToldAt: Date | null;
}

/** What a person found: the decision stands, or it was changed. */
export const HUMAN_REVIEW_OUTCOMES = ['decision_stands', 'decision_changed'] as const;
export type HumanReviewOutcome = (typeof HUMAN_REVIEW_OUTCOMES)[number];

/** Fields that change after the request is stored. */
export type HumanReviewUpdate = Partial<
  Pick<
    HumanReviewRequest,
    'hrNotifiedAt' | 'outcome' | 'outcomeNote' | 'decidedBy' | 'decidedAt' | 'candidateToldAt'
  >
>;

/**
 * What a reviewer did on a candidate's review page that shows a person looked beyond the score
 * (docs/behaviour/review.md §12), and the confirmation of a rejection made without it.
 */
export const REVIEW_EVENT_KINDS = [
  'criterion_opened',
  'answer_played',
  'score_only_rejection_confirmed',
] as const;
export type ReviewEventKind = (typeof REVIEW_EVENT_KINDS)[number];

/** One recorded review event (table `review_events`). */
export interface ReviewEvent {
  id: string;
  sessionId: string;
  /** The effective user (the impersonated member while an administrator impersonates). */
  userId: string | null;
  kind: ReviewEventKind;
  at: Date;
}

/** A request as the candidate makes it: nothing notified or decided yet. */
export function newHumanReviewRequest(
  request: Pick<
    HumanReviewRequest,
    'id' | 'sessionId' | 'jobId' | 'organisationId' | 'message' | 'requestedAt'
  >,
): HumanReviewRequest {
  return {
    ...request,
    hrNotifiedAt: null,
    outcome: null,
    outcomeNote: null,
    decidedBy: null,
    decidedAt: null,
    candidateToldAt: null,
  };
}
