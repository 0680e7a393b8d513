import type {
  HumanReviewRequest,
  HumanReviewUpdate,
  ReviewEvent,
  ReviewEventKind,
} from '../domain/human-review.js';

/** Which requests a list shows: the organisation's, optionally of one job, optionally only open ones. */
export interface HumanReviewFilter {
  organisationId: string;
  jobId?: string;
  /** True: no outcome yet; false: decided; absent: both. */
  open?: boolean;
}

/** Which notice of a request: to the job's HR about the request, or to the candidate about the outcome. */
export type HumanReviewNotice = 'hr' | 'candidate';

/** Candidates' requests for a human review (docs/behaviour/interview.md §18). */
export interface HumanReviewRepository {
  /** Stores the request unless its session has one; answers the stored request and whether it is new. */
  add(request: HumanReviewRequest): Promise<{ request: HumanReviewRequest; created: boolean }>;
  findById(id: string): Promise<HumanReviewRequest | null>;
  findBySession(sessionId: string): Promise<HumanReviewRequest | null>;
  update(id: string, update: HumanReviewUpdate): Promise<HumanReviewRequest | null>;
  /** Newest request first, at most `limit`. */
  list(filter: HumanReviewFilter, limit: number): Promise<HumanReviewRequest[]>;
  /** How many match `filter` (its `open` ignored): open and decided. */
  counts(filter: HumanReviewFilter): Promise<{ open: number; decided: number }>;
  /**
   * Stamps the notice as sent at `at` unless it was (the candidate's only once decided); false when
   * it already was or cannot be yet.
   */
  claimNotice(id: string, notice: HumanReviewNotice, at: Date): Promise<boolean>;
  /** Sets the notice back to unsent (its mail failed), for the sweep to try again. */
  releaseNotice(id: string, notice: HumanReviewNotice): Promise<void>;
  /**
   * Requests made at or before `before` whose HR notice has not gone (`hr`), or decided at or
   * before it whose candidate notice has not (`candidate`), oldest first, at most `limit`.
   */
  listNoticesDue(notice: HumanReviewNotice, before: Date, limit: number): Promise<HumanReviewRequest[]>;
}

/** What reviewers did on candidates' pages (docs/behaviour/review.md §12). */
export interface ReviewEventRepository {
  record(event: ReviewEvent & { organisationId: string }): Promise<void>;
  /** True when someone opened a criterion's evidence or played an answer of the session. */
  hasHumanLook(sessionId: string): Promise<boolean>;
  /** How many events of `kind` the organisation's reviewers recorded. */
  count(organisationId: string, kind: ReviewEventKind): Promise<number>;
}
