import type { CandidateInvitation } from '@sauti/core/domain/candidate-invitation';
import type {
  CandidateInvitationRepository,
  CandidateInvitationUpdate,
} from '@sauti/core/ports/candidate-invitation-repository';
import {
  CandidateInvitationSchema,
  type CandidateInvitationRow,
} from '../entities/candidate-invitation.entity.js';
import { normaliseAddress, OrmRepository } from './orm-repository.js';

function toInvitation(row: CandidateInvitationRow): CandidateInvitation {
  return {
    id: row.id,
    jobId: row.job,
    organisationId: row.organisation,
    name: row.name,
    email: row.email ?? null,
    phone: row.phone ?? null,
    externalReference: row.externalReference ?? null,
    tokenHash: row.tokenHash,
    invitedBy: row.invitedBy ?? null,
    createdAt: row.createdAt,
    expiresAt: row.expiresAt,
    lastSentAt: row.lastSentAt,
    openedAt: row.openedAt ?? null,
    sessionId: row.session ?? null,
    revokedAt: row.revokedAt ?? null,
    remindedAt: row.remindedAt ?? null,
  };
}

/** `CandidateInvitationRepository` on `candidate_invitations`. */
export class OrmCandidateInvitationRepository extends OrmRepository implements CandidateInvitationRepository {
  async addMany(invitations: readonly CandidateInvitation[]): Promise<CandidateInvitation[]> {
    if (invitations.length === 0) return [];
    const em = this.em();
    // ON CONFLICT DO NOTHING on (job, email) and (job, phone): an address or number taken
    // meanwhile is skipped, not an error.
    await em
      .createQueryBuilder(CandidateInvitationSchema)
      .insert(
        invitations.map((i) => ({
          id: i.id,
          job: i.jobId,
          organisation: i.organisationId,
          name: i.name,
          email: i.email === null ? null : normaliseAddress(i.email),
          phone: i.phone,
          externalReference: i.externalReference,
          tokenHash: i.tokenHash,
          invitedBy: i.invitedBy,
          createdAt: i.createdAt,
          expiresAt: i.expiresAt,
          lastSentAt: i.lastSentAt,
          openedAt: i.openedAt,
          session: i.sessionId,
          revokedAt: i.revokedAt,
          remindedAt: i.remindedAt,
        })),
      )
      .onConflict()
      .ignore()
      .execute();
    const rows = await em.find(CandidateInvitationSchema, { id: { $in: invitations.map((i) => i.id) } });
    const stored = new Set(rows.map((r) => r.id));
    return invitations
      .filter((i) => stored.has(i.id))
      .map((i) => toInvitation(rows.find((r) => r.id === i.id)!));
  }

  async emailsOfJob(jobId: string): Promise<Set<string>> {
    const rows = await this.em().find(
      CandidateInvitationSchema,
      { job: jobId, email: { $ne: null } },
      { fields: ['email'] },
    );
    return new Set(rows.flatMap((r) => (r.email ? [r.email] : [])));
  }

  async phonesOfJob(jobId: string): Promise<Set<string>> {
    const rows = await this.em().find(
      CandidateInvitationSchema,
      { job: jobId, phone: { $ne: null }, email: null },
      { fields: ['phone'] },
    );
    return new Set(rows.flatMap((r) => (r.phone ? [r.phone] : [])));
  }

  async listByJob(jobId: string): Promise<CandidateInvitation[]> {
    const rows = await this.em().find(
      CandidateInvitationSchema,
      { job: jobId },
      { orderBy: { createdAt: 'asc', id: 'asc' } },
    );
    return rows.map(toInvitation);
  }

  async findById(id: string): Promise<CandidateInvitation | null> {
    const row = await this.em().findOne(CandidateInvitationSchema, { id });
    return row ? toInvitation(row) : null;
  }

  async findByTokenHash(tokenHash: string): Promise<CandidateInvitation | null> {
    const row = await this.em().findOne(CandidateInvitationSchema, { tokenHash });
    return row ? toInvitation(row) : null;
  }

  async findBySessionId(sessionId: string): Promise<CandidateInvitation | null> {
    const row = await this.em().findOne(CandidateInvitationSchema, { session: sessionId });
    return row ? toInvitation(row) : null;
  }

  async listDueForReminder(sentBefore: Date, now: Date, limit: number): Promise<CandidateInvitation[]> {
    const rows = await this.em().find(
      CandidateInvitationSchema,
      {
        session: null,
        revokedAt: null,
        remindedAt: null,
        lastSentAt: { $lte: sentBefore },
        expiresAt: { $gt: now },
      },
      { orderBy: { lastSentAt: 'asc', id: 'asc' }, limit },
    );
    return rows.map(toInvitation);
  }

  async claimReminder(id: string, at: Date): Promise<boolean> {
    // Conditional on remindedAt IS NULL: two sweeps at once mail the candidate once.
    const count = await this.em().nativeUpdate(
      CandidateInvitationSchema,
      { id, remindedAt: null },
      { remindedAt: at },
    );
    return count === 1;
  }

  async claimSession(id: string, sessionId: string, openedAt: Date): Promise<boolean> {
    // Conditional on no session yet: of two starts with one link at once, one links its session.
    const count = await this.em()
      .getConnection()
      .execute(
        `update candidate_invitations set session_id = ?, opened_at = coalesce(opened_at, ?)
         where id = ? and session_id is null and revoked_at is null`,
        [sessionId, openedAt, id],
        'run',
      );
    return (count as { affectedRows?: number }).affectedRows === 1;
  }

  async update(id: string, update: CandidateInvitationUpdate): Promise<CandidateInvitation | null> {
    const em = this.em();
    const { sessionId, ...rest } = update;
    const changes = { ...rest, ...(sessionId !== undefined ? { session: sessionId } : {}) };
    const count = await em.nativeUpdate(CandidateInvitationSchema, { id }, changes);
    return count === 0 ? null : this.findById(id);
  }
}
