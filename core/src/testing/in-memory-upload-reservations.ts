import type { UploadReservation } from '../domain/upload-reservation.js';
import type { CandidateSession } from '../domain/candidate-session.js';
import type { OpenUploadsOf, UploadReservationRepository } from '../ports/upload-reservation-repository.js';

const copy = (r: UploadReservation): UploadReservation => ({ ...r });
const byCreation = (a: UploadReservation, b: UploadReservation) =>
  a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id);

/** UploadReservationRepository in memory; sessions are read from the in-memory sessions, as the table joins them. */
export class InMemoryUploadReservationRepository implements UploadReservationRepository {
  private readonly rows = new Map<string, UploadReservation>();

  constructor(private readonly sessions: { rows: Map<string, Pick<CandidateSession, 'status'>> }) {}

  async add(reservation: UploadReservation): Promise<void> {
    if (this.rows.has(reservation.id)) throw new Error(`duplicate upload reservation ${reservation.id}`);
    this.rows.set(reservation.id, copy(reservation));
  }
  async find(id: string): Promise<UploadReservation | null> {
    const row = this.rows.get(id);
    return row ? copy(row) : null;
  }
  async take(id: string): Promise<UploadReservation | null> {
    const row = this.rows.get(id);
    this.rows.delete(id);
    return row ? copy(row) : null;
  }
  async finish(id: string, at: Date): Promise<boolean> {
    const row = this.rows.get(id);
    if (!row || row.finishedAt) return false;
    row.finishedAt = at;
    return true;
  }
  async release(id: string): Promise<void> {
    const row = this.rows.get(id);
    if (row) row.held = false;
  }
  async listForTarget(sessionId: string, target: string): Promise<UploadReservation[]> {
    return this.all().filter((r) => r.sessionId === sessionId && r.target === target);
  }
  async countOpen(of: OpenUploadsOf): Promise<number> {
    return this.all().filter(
      (r) =>
        r.finishedAt === null &&
        ('sessionId' in of ? r.sessionId === of.sessionId : r.addressKey === of.addressKey),
    ).length;
  }
  async listOpenCreatedBefore(before: Date, limit: number): Promise<UploadReservation[]> {
    return this.all()
      .filter((r) => r.finishedAt === null && r.createdAt < before)
      .slice(0, limit);
  }
  async listHeldFinishedBefore(before: Date, limit: number): Promise<UploadReservation[]> {
    return this.all()
      .filter((r) => r.held && r.finishedAt !== null && r.finishedAt < before)
      .slice(0, limit);
  }
  async listOfClosedSessions(limit: number): Promise<UploadReservation[]> {
    return this.all()
      .filter((r) => this.sessions.rows.get(r.sessionId)?.status !== 'in_progress')
      .slice(0, limit);
  }

  private all(): UploadReservation[] {
    return [...this.rows.values()].sort(byCreation).map(copy);
  }
}
