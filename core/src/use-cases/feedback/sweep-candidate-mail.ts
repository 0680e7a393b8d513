import { FEEDBACK_DEFAULTS } from '../../domain/candidate-feedback.js';
import { deliverFeedback } from './deliver-feedback.js';
import { loadFeedbackContext, type FeedbackDeps } from './feedback-deps.js';
import { notifyHrOfReview, tellCandidateOutcome } from './review-notices.js';
import type { SendReceipt } from './send-receipt.js';

/** Records, requests and receipts one sweep handles at most of each kind; the next sweep takes the rest. */
export const CANDIDATE_MAIL_PER_SWEEP = 100;
const MINUTE_MS = 60_000;
/** A receipt whose queued job should have run by now is sent by the sweep… */
const RECEIPT_GRACE_MS = 2 * MINUTE_MS;
/** …unless it is older than this: a receipt days late would only confuse. */
const RECEIPT_MAX_AGE_MS = 7 * 24 * 60 * MINUTE_MS;

/** What one sweep did. */
export interface CandidateMailSweep {
  receipts: number;
  feedbackSent: number;
  /** Feedback that came due but needs a message written by a person (now awaiting HR). */
  awaitingHr: number;
  hrNotices: number;
  outcomeNotices: number;
}

/**
 * The candidate mail the queue workers' sweeps send (at start-up and every 10 minutes;
 * docs/behaviour/interview.md §17, §18): receipts left behind, feedback whose job's delay has passed
 * and that nobody held, and review notices whose mail failed. Feedback that may not be generated
 * (not scored, flagged, no address) is never sent by itself: it waits for HR as `awaiting_hr`.
 */
export class SweepCandidateMail {
  constructor(private readonly deps: FeedbackDeps & { receipts: SendReceipt }) {}

  async execute(): Promise<CandidateMailSweep> {
    const now = this.deps.clock.now();
    const result: CandidateMailSweep = {
      receipts: 0,
      feedbackSent: 0,
      awaitingHr: 0,
      hrNotices: 0,
      outcomeNotices: 0,
    };
    const receipts = await this.deps.feedback.listReceiptsDue(
      new Date(now.getTime() - RECEIPT_MAX_AGE_MS),
      new Date(now.getTime() - RECEIPT_GRACE_MS),
      CANDIDATE_MAIL_PER_SWEEP,
    );
    for (const record of receipts) {
      const outcome = await this.deps.receipts.execute(record.sessionId).catch(() => 'failed');
      if (outcome === 'sent') result.receipts += 1;
    }
    const due = await this.deps.feedback.listDueForAutoSend(now, FEEDBACK_DEFAULTS, CANDIDATE_MAIL_PER_SWEEP);
    for (const record of due) {
      const sent = await this.autoSend(record.sessionId, record.jobId).catch(() => 'failed' as const);
      if (sent === 'sent') result.feedbackSent += 1;
      if (sent === 'awaiting_hr') result.awaitingHr += 1;
    }
    for (const request of await this.deps.reviews.listNoticesDue(
      'hr',
      new Date(now.getTime() - MINUTE_MS),
      CANDIDATE_MAIL_PER_SWEEP,
    ))
      if (await notifyHrOfReview(this.deps, request)) result.hrNotices += 1;
    for (const request of await this.deps.reviews.listNoticesDue(
      'candidate',
      new Date(now.getTime() - MINUTE_MS),
      CANDIDATE_MAIL_PER_SWEEP,
    ))
      if (await tellCandidateOutcome(this.deps, request)) result.outcomeNotices += 1;
    return result;
  }

  /** Sends one due record's feedback: HR's edited draft, else the generated one. */
  private async autoSend(sessionId: string, jobId: string): Promise<'sent' | 'awaiting_hr' | 'skipped'> {
    const [session, job, record] = await Promise.all([
      this.deps.sessions.findById(sessionId),
      this.deps.jobs.findById(jobId),
      this.deps.feedback.findBySession(sessionId),
    ]);
    if (!session || !job || !record) return 'skipped';
    const context = await loadFeedbackContext(this.deps, session, job);
    if (context.basis.kind !== 'generated' || !session.candidateEmail) {
      await this.deps.feedback.update(sessionId, { status: 'awaiting_hr' });
      return 'awaiting_hr';
    }
    const content = record.draft ?? context.basis.draft;
    return (await deliverFeedback(this.deps, context, content, null, ['pending'])) ? 'sent' : 'skipped';
  }
}
