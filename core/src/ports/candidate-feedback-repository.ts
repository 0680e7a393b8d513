import type {
  CandidateFeedback,
  CandidateFeedbackUpdate,
  FeedbackContent,
  FeedbackStatus,
} from '../domain/candidate-feedback.js';

/** What is recorded when feedback goes: exactly what, when, by whom (null: automatically) and the page link. */
export interface FeedbackSending {
  content: FeedbackContent;
  at: Date;
  by: string | null;
  linkTokenHash: string;
  linkExpiresAt: Date;
}

/** The correspondence with each candidate after the interview (docs/behaviour/interview.md §17). */
export interface CandidateFeedbackRepository {
  /**
   * Opens the record of a completed interview (status pending, nothing sent) unless it has one;
   * answers the stored record either way.
   */
  open(record: Pick<CandidateFeedback, 'sessionId' | 'jobId' | 'createdAt'>): Promise<CandidateFeedback>;
  findBySession(sessionId: string): Promise<CandidateFeedback | null>;
  /** Applies `update`; null when the session has no record. */
  update(sessionId: string, update: CandidateFeedbackUpdate): Promise<CandidateFeedback | null>;
  /**
   * Records the sending, only while the status is one of `from`; false when it is not (another
   * process sent it, or HR held it meanwhile), and then nothing changes.
   */
  claimSending(
    sessionId: string,
    from: readonly FeedbackStatus[],
    sending: FeedbackSending,
  ): Promise<boolean>;
  /** Stamps the receipt as sent at `at` unless it was; false when another process got there first. */
  claimReceipt(sessionId: string, at: Date): Promise<boolean>;
  /**
   * Records opened from `openedAfter` to `openedBefore` whose receipt has not gone, oldest first, at
   * most `limit` (a receipt is not worth sending days late).
   */
  listReceiptsDue(openedAfter: Date, openedBefore: Date, limit: number): Promise<CandidateFeedback[]>;
  /**
   * Pending records whose session has an evaluation and whose job sends automatically, opened at
   * least the job's delay before `now` (jobs without settings: `defaults`), oldest first.
   */
  listDueForAutoSend(
    now: Date,
    defaults: { autoSend: boolean; delayHours: number },
    limit: number,
  ): Promise<CandidateFeedback[]>;
}
