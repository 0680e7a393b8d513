import type {
  CandidateFeedback,
  FeedbackContent,
  JobFeedbackSettings,
} from '../../domain/candidate-feedback.js';
import type { CandidateSession } from '../../domain/candidate-session.js';
import type { HumanReviewRequest } from '../../domain/human-review.js';
import type { Job } from '../../domain/job.js';
import type { HrFeedbackView, HumanReviewView } from '../../contract/candidate-feedback.js';
import type { FeedbackContext } from './feedback-deps.js';

const HOUR_MS = 3_600_000;
const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** A human review request as HR lists it. */
export function presentHumanReview(
  request: HumanReviewRequest,
  job: Pick<Job, 'title'>,
  session: Pick<CandidateSession, 'candidateName'> | null,
  decidedBy: string | null,
): HumanReviewView {
  return {
    id: request.id,
    sessionId: request.sessionId,
    jobId: request.jobId,
    jobTitle: job.title,
    candidateName: session?.candidateName ?? null,
    message: request.message,
    requestedAt: request.requestedAt.toISOString(),
    outcome: request.outcome,
    outcomeNote: request.outcomeNote,
    decidedAt: iso(request.decidedAt),
    decidedBy,
    candidateToldAt: iso(request.candidateToldAt),
  };
}

/**
 * When feedback goes by itself: the job's delay after the record opened, while it is pending,
 * generated from the evaluation and the job sends automatically; otherwise null.
 */
export function autoSendAt(
  record: CandidateFeedback | null,
  context: Pick<FeedbackContext, 'basis'>,
  settings: JobFeedbackSettings,
): Date | null {
  if (!record || record.status !== 'pending' || !settings.autoSend) return null;
  if (context.basis.kind !== 'generated') return null;
  return new Date(record.createdAt.getTime() + settings.delayHours * HOUR_MS);
}

/** The feedback card of the candidate detail (docs/behaviour/interview.md §17). */
export function presentHrFeedback(input: {
  context: FeedbackContext;
  record: CandidateFeedback | null;
  jobSettings: JobFeedbackSettings;
  sentBy: string | null;
  review: HumanReviewView | null;
}): HrFeedbackView {
  const { context, record } = input;
  const { basis } = context;
  const generated: FeedbackContent | null = basis.kind === 'generated' ? basis.draft : null;
  return {
    sessionId: context.session.id,
    status: record ? record.status : 'not_started',
    basis: basis.kind,
    humanReasons: basis.kind === 'human' ? basis.reasons : [],
    generated,
    current: record?.draft ?? generated,
    edited: record?.draft !== null && record?.draft !== undefined,
    autoSendAt: iso(autoSendAt(record, context, input.jobSettings)),
    sent:
      record?.sent && record.sentAt
        ? {
            content: record.sent,
            at: record.sentAt.toISOString(),
            by: input.sentBy,
            automatic: record.sentBy === null,
          }
        : null,
    receiptSentAt: iso(record?.receiptSentAt ?? null),
    canMail: Boolean(context.session.candidateEmail),
    showScores: context.organisation.showScores,
    review: input.review,
  };
}
