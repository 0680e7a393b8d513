import type {
  HumanReviewOutcome,
  HumanReviewRequest,
  HumanReviewUpdate,
  ReviewEvent,
  ReviewEventKind,
} from '@sauti/core/domain/human-review';
import type {
  HumanReviewFilter,
  HumanReviewNotice,
  HumanReviewRepository,
  ReviewEventRepository,
} from '@sauti/core/ports/human-review-repository';
import {
  HumanReviewRequestSchema,
  ReviewEventSchema,
  type HumanReviewRequestRow,
} from '../entities/feedback.entity.js';
import { OrmRepository } from './orm-repository.js';

function toRequest(row: HumanReviewRequestRow): HumanReviewRequest {
  return {
    id: row.id,
    sessionId: row.session,
    jobId: row.job,
    organisationId: row.organisation,
    message: row.message ?? null,
    requestedAt: row.requestedAt,
    hrNotifiedAt: row.hrNotifiedAt ?? null,
    outcome: (row.outcome ?? null) as HumanReviewOutcome | null,
    outcomeNote: row.outcomeNote ?? null,
    decidedBy: row.decidedBy ?? null,
    decidedAt: row.decidedAt ?? null,
    candidateToldAt: row.candidateToldAt ?? null,
  };
}

const NOTICE_FIELD = { hr: 'hrNotifiedAt', candidate: 'candidateToldAt' } as const;

function where(filter: HumanReviewFilter) {
  return { organisation: filter.organisationId, ...(filter.jobId ? { job: filter.jobId } : {}) };
}

/** `HumanReviewRepository` on `human_review_requests`. */
export class OrmHumanReviewRepository extends OrmRepository implements HumanReviewRepository {
  async add(request: HumanReviewRequest): Promise<{ request: HumanReviewRequest; created: boolean }> {
    const result = await this.em()
      .createQueryBuilder(HumanReviewRequestSchema)
      .insert({
        id: request.id,
        session: request.sessionId,
        job: request.jobId,
        organisation: request.organisationId,
        message: request.message,
        requestedAt: request.requestedAt,
        hrNotifiedAt: request.hrNotifiedAt,
        outcome: request.outcome,
        outcomeNote: request.outcomeNote,
        decidedBy: request.decidedBy,
        decidedAt: request.decidedAt,
        candidateToldAt: request.candidateToldAt,
      })
      .onConflict(['session'])
      .ignore()
      .execute('run');
    const stored = await this.findBySession(request.sessionId);
    if (!stored) throw new Error('human_review_requests: the stored request is missing');
    return { request: stored, created: result.affectedRows > 0 };
  }

  async findById(id: string): Promise<HumanReviewRequest | null> {
    const row = await this.em().findOne(HumanReviewRequestSchema, { id });
    return row ? toRequest(row) : null;
  }

  async findBySession(sessionId: string): Promise<HumanReviewRequest | null> {
    const row = await this.em().findOne(HumanReviewRequestSchema, { session: sessionId });
    return row ? toRequest(row) : null;
  }

  async update(id: string, update: HumanReviewUpdate): Promise<HumanReviewRequest | null> {
    const count = await this.em().nativeUpdate(HumanReviewRequestSchema, { id }, update);
    return count === 0 ? null : this.findById(id);
  }

  async list(filter: HumanReviewFilter, limit: number): Promise<HumanReviewRequest[]> {
    const open = filter.open === undefined ? {} : { outcome: filter.open ? null : { $ne: null } };
    const rows = await this.em().find(
      HumanReviewRequestSchema,
      { ...where(filter), ...open },
      { orderBy: { requestedAt: 'desc', id: 'desc' }, limit },
    );
    return rows.map(toRequest);
  }

  async counts(filter: HumanReviewFilter): Promise<{ open: number; decided: number }> {
    const em = this.em();
    const [open, all] = await Promise.all([
      em.count(HumanReviewRequestSchema, { ...where(filter), outcome: null }),
      em.count(HumanReviewRequestSchema, where(filter)),
    ]);
    return { open, decided: all - open };
  }

  async claimNotice(id: string, notice: HumanReviewNotice, at: Date): Promise<boolean> {
    const field = NOTICE_FIELD[notice];
    const decided = notice === 'candidate' ? { outcome: { $ne: null } } : {};
    const count = await this.em().nativeUpdate(
      HumanReviewRequestSchema,
      { id, [field]: null, ...decided },
      { [field]: at },
    );
    return count === 1;
  }

  async releaseNotice(id: string, notice: HumanReviewNotice): Promise<void> {
    await this.em().nativeUpdate(HumanReviewRequestSchema, { id }, { [NOTICE_FIELD[notice]]: null });
  }

  async listNoticesDue(
    notice: HumanReviewNotice,
    before: Date,
    limit: number,
  ): Promise<HumanReviewRequest[]> {
    const when = notice === 'hr' ? 'requestedAt' : 'decidedAt';
    const rows = await this.em().find(
      HumanReviewRequestSchema,
      { [NOTICE_FIELD[notice]]: null, [when]: { $ne: null, $lte: before } },
      { orderBy: { [when]: 'asc', id: 'asc' }, limit },
    );
    return rows.map(toRequest);
  }
}

/** `ReviewEventRepository` on `review_events`. */
export class OrmReviewEventRepository extends OrmRepository implements ReviewEventRepository {
  async record(event: ReviewEvent & { organisationId: string }): Promise<void> {
    await this.em().insert(ReviewEventSchema, {
      id: event.id,
      session: event.sessionId,
      organisation: event.organisationId,
      userId: event.userId,
      kind: event.kind,
      at: event.at,
    });
  }

  async hasHumanLook(sessionId: string): Promise<boolean> {
    const count = await this.em().count(ReviewEventSchema, {
      session: sessionId,
      kind: { $in: ['criterion_opened', 'answer_played'] },
    });
    return count > 0;
  }

  async count(organisationId: string, kind: ReviewEventKind): Promise<number> {
    return this.em().count(ReviewEventSchema, { organisation: organisationId, kind });
  }
}
