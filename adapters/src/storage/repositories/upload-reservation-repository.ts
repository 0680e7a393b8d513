import type { UploadReservation } from '@sauti/core/domain/upload-reservation';
import type {
  OpenUploadsOf,
  UploadReservationRepository,
} from '@sauti/core/ports/upload-reservation-repository';
import { UploadReservationSchema, type UploadReservationRow } from '../entities/upload-reservation.entity.js';
import { OrmRepository } from './orm-repository.js';

function toReservation(row: UploadReservationRow): UploadReservation {
  return {
    id: row.id,
    sessionId: row.sessionId,
    target: row.target,
    size: Number(row.size),
    addressKey: row.addressKey ?? null,
    chargedKib: row.chargedKib,
    sessionStartedAt: row.sessionStartedAt,
    addressWindowStart: row.addressWindowStart ?? null,
    createdAt: row.createdAt,
    finishedAt: row.finishedAt ?? null,
    held: row.held,
  };
}

const oldestFirst = { createdAt: 'asc', id: 'asc' } as const;

/** `UploadReservationRepository` on `upload_reservations`. */
export class OrmUploadReservationRepository extends OrmRepository implements UploadReservationRepository {
  async add(reservation: UploadReservation): Promise<void> {
    await this.em().insert(UploadReservationSchema, { ...reservation });
  }

  async find(id: string): Promise<UploadReservation | null> {
    const row = await this.em().findOne(UploadReservationSchema, { id });
    return row ? toReservation(row) : null;
  }

  async take(id: string): Promise<UploadReservation | null> {
    // One statement, so of two processes taking the same row only one gets it back.
    const em = this.em();
    const [row] = await this.sql<Record<string, unknown>>(
      em,
      'delete from upload_reservations where id = ? returning *',
      [id],
    );
    if (!row) return null;
    return toReservation(em.map(UploadReservationSchema, row) as UploadReservationRow);
  }

  async finish(id: string, at: Date): Promise<boolean> {
    const changed = await this.em().nativeUpdate(
      UploadReservationSchema,
      { id, finishedAt: null },
      { finishedAt: at },
    );
    return changed > 0;
  }

  async release(id: string): Promise<void> {
    await this.em().nativeUpdate(UploadReservationSchema, { id }, { held: false });
  }

  async listForTarget(sessionId: string, target: string): Promise<UploadReservation[]> {
    const rows = await this.em().find(
      UploadReservationSchema,
      { sessionId, target },
      { orderBy: oldestFirst },
    );
    return rows.map(toReservation);
  }

  async countOpen(of: OpenUploadsOf): Promise<number> {
    return this.em().count(UploadReservationSchema, { ...of, finishedAt: null });
  }

  async listOpenCreatedBefore(before: Date, limit: number): Promise<UploadReservation[]> {
    const rows = await this.em().find(
      UploadReservationSchema,
      { finishedAt: null, createdAt: { $lt: before } },
      { orderBy: oldestFirst, limit },
    );
    return rows.map(toReservation);
  }

  async listHeldFinishedBefore(before: Date, limit: number): Promise<UploadReservation[]> {
    const rows = await this.em().find(
      UploadReservationSchema,
      { held: true, finishedAt: { $lt: before } },
      { orderBy: oldestFirst, limit },
    );
    return rows.map(toReservation);
  }

  async listOfClosedSessions(limit: number): Promise<UploadReservation[]> {
    const em = this.em();
    const rows = await this.sql<Record<string, unknown>>(
      em,
      `select r.* from upload_reservations r
        where not exists (
          select 1 from candidate_sessions s where s.id = r.session_id and s.status = 'in_progress'
        )
        order by r.created_at, r.id limit ?`,
      [limit],
    );
    return rows.map((row) => toReservation(em.map(UploadReservationSchema, row) as UploadReservationRow));
  }
}
