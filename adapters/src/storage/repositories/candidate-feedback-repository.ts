import type {
  CandidateFeedback,
  CandidateFeedbackUpdate,
  FeedbackStatus,
} from '@sauti/core/domain/candidate-feedback';
import type {
  CandidateFeedbackRepository,
  FeedbackSending,
} from '@sauti/core/ports/candidate-feedback-repository';
import { CandidateFeedbackSchema, type CandidateFeedbackRow } from '../entities/feedback.entity.js';
import { OrmRepository } from './orm-repository.js';

function toFeedback(row: CandidateFeedbackRow): CandidateFeedback {
  return {
    sessionId: row.session,
    jobId: row.job,
    createdAt: row.createdAt,
    receiptSentAt: row.receiptSentAt ?? null,
    status: row.status as FeedbackStatus,
    draft: row.draft ?? null,
    updatedBy: row.updatedBy ?? null,
    updatedAt: row.updatedAt ?? null,
    sent: row.sent ?? null,
    sentAt: row.sentAt ?? null,
    sentBy: row.sentBy ?? null,
    linkTokenHash: row.linkTokenHash ?? null,
    linkExpiresAt: row.linkExpiresAt ?? null,
  };
}

/** `CandidateFeedbackRepository` on `candidate_feedback`. */
export class OrmCandidateFeedbackRepository extends OrmRepository implements CandidateFeedbackRepository {
  async open(
    record: Pick<CandidateFeedback, 'sessionId' | 'jobId' | 'createdAt'>,
  ): Promise<CandidateFeedback> {
    const em = this.em();
    // ON CONFLICT DO NOTHING: a retried completion, or HR's first action racing it, opens one record.
    await em
      .createQueryBuilder(CandidateFeedbackSchema)
      .insert({
        session: record.sessionId,
        job: record.jobId,
        createdAt: record.createdAt,
        status: 'pending',
      })
      .onConflict(['session'])
      .ignore()
      .execute();
    const stored = await this.findBySession(record.sessionId);
    if (!stored) throw new Error('candidate_feedback: the opened record is missing');
    return stored;
  }

  async findBySession(sessionId: string): Promise<CandidateFeedback | null> {
    const row = await this.em().findOne(CandidateFeedbackSchema, { session: sessionId });
    return row ? toFeedback(row) : null;
  }

  async update(sessionId: string, update: CandidateFeedbackUpdate): Promise<CandidateFeedback | null> {
    const count = await this.em().nativeUpdate(CandidateFeedbackSchema, { session: sessionId }, update);
    return count === 0 ? null : this.findBySession(sessionId);
  }

  async claimSending(
    sessionId: string,
    from: readonly FeedbackStatus[],
    sending: FeedbackSending,
  ): Promise<boolean> {
    // Conditional on the status: HR's Send and the sweep's automatic send never both win.
    const count = await this.em().nativeUpdate(
      CandidateFeedbackSchema,
      { session: sessionId, status: { $in: [...from] } },
      {
        status: 'sent',
        sent: sending.content,
        sentAt: sending.at,
        sentBy: sending.by,
        linkTokenHash: sending.linkTokenHash,
        linkExpiresAt: sending.linkExpiresAt,
      },
    );
    return count === 1;
  }

  async claimReceipt(sessionId: string, at: Date): Promise<boolean> {
    const count = await this.em().nativeUpdate(
      CandidateFeedbackSchema,
      { session: sessionId, receiptSentAt: null },
      { receiptSentAt: at },
    );
    return count === 1;
  }

  async listReceiptsDue(openedAfter: Date, openedBefore: Date, limit: number): Promise<CandidateFeedback[]> {
    const rows = await this.em().find(
      CandidateFeedbackSchema,
      { receiptSentAt: null, createdAt: { $gte: openedAfter, $lte: openedBefore } },
      { orderBy: { createdAt: 'asc', session: 'asc' }, limit },
    );
    return rows.map(toFeedback);
  }

  async listDueForAutoSend(
    now: Date,
    defaults: { autoSend: boolean; delayHours: number },
    limit: number,
  ): Promise<CandidateFeedback[]> {
    const em = this.em();
    const due = await this.sql<{ session_id: string }>(
      em,
      `select f.session_id
         from candidate_feedback f
         left join job_feedback_settings s on s.job_id = f.job_id
        where f.status = 'pending'
          and coalesce(s.auto_send, ?) = true
          and f.created_at + make_interval(hours => coalesce(s.delay_hours, ?)) <= ?
          and exists (select 1 from ai_evaluations e where e.session_id = f.session_id)
        order by f.created_at, f.session_id
        limit ?`,
      [defaults.autoSend, defaults.delayHours, now, limit],
    );
    if (due.length === 0) return [];
    const rows = await em.find(
      CandidateFeedbackSchema,
      { session: { $in: due.map((d) => d.session_id) } },
      { orderBy: { createdAt: 'asc', session: 'asc' } },
    );
    return rows.map(toFeedback);
  }
}
