import type { CandidateSession } from '../../domain/candidate-session.js';
import type { JobQueue } from '../../ports/job-queue.js';
import { candidateMailKey } from '../../ports/job-queue.js';
import { assessmentPageLink } from './feedback-link.js';
import { receiptMail } from './feedback-mails.js';
import { contactOf, type FeedbackDeps } from './feedback-deps.js';

/**
 * Opens the feedback record when an interview completes and queues its receipt
 * (docs/behaviour/interview.md §17). Interviews completed before this existed have no record, so
 * nothing is ever sent for them by itself. A queue that cannot take the job fails nothing: the
 * workers' sweep sends receipts left behind.
 */
export class OpenFeedbackOnCompletion {
  constructor(private readonly deps: Pick<FeedbackDeps, 'feedback' | 'clock'> & { queue?: JobQueue }) {}

  async execute(session: Pick<CandidateSession, 'id' | 'jobId' | 'completedAt'>): Promise<void> {
    await this.deps.feedback.open({
      sessionId: session.id,
      jobId: session.jobId,
      createdAt: session.completedAt ?? this.deps.clock.now(),
    });
    await this.deps.queue
      ?.enqueue(
        'candidate-mail',
        { sessionId: session.id, mail: 'receipt' },
        {
          singletonKey: candidateMailKey(session.id, 'receipt'),
        },
      )
      .catch(() => undefined);
  }
}

/** Sends the receipt of one completed interview, once (docs/behaviour/interview.md §17). */
export class SendReceipt {
  constructor(private readonly deps: FeedbackDeps) {}

  /**
   * 'sent', or why not: 'already' (sent before, or by another process now), 'no-address', or
   * 'missing' (no record, session or job). A refused mail is released and rethrown, so the queue
   * retries it and the sweep finds it later.
   */
  async execute(sessionId: string): Promise<'sent' | 'already' | 'no-address' | 'missing'> {
    const record = await this.deps.feedback.findBySession(sessionId);
    const session = record ? await this.deps.sessions.findById(sessionId) : null;
    const job = session ? await this.deps.jobs.findById(session.jobId) : null;
    if (!record || !session || !job) return 'missing';
    if (record.receiptSentAt) return 'already';
    if (!session.candidateEmail) return 'no-address';
    const now = this.deps.clock.now();
    if (!(await this.deps.feedback.claimReceipt(sessionId, now))) return 'already';
    const [settings, jobSettings, organisation] = await Promise.all([
      this.deps.settings.organisation(job.organisationId),
      this.deps.settings.job(job.id),
      this.deps.organisations.findById(job.organisationId),
    ]);
    const mail = receiptMail({
      to: session.candidateEmail,
      name: session.candidateName,
      organisationName: organisation?.name ?? 'the company',
      job,
      feedbackWithinHours: jobSettings.autoSend ? jobSettings.delayHours : null,
      contact: contactOf(this.deps, settings),
      assessmentLink: assessmentPageLink(this.deps.origin, job.id),
    });
    try {
      await this.deps.mailer.send(mail);
    } catch (error) {
      await this.deps.feedback.update(sessionId, { receiptSentAt: null });
      throw error;
    }
    return 'sent';
  }
}
