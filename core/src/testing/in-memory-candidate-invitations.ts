import type { CandidateInvitation } from '../domain/candidate-invitation.js';
import type {
  CandidateInvitationRepository,
  CandidateInvitationUpdate,
} from '../ports/candidate-invitation-repository.js';
import { normaliseCandidateEmail } from '../rules/candidate-invitations.js';

/** CandidateInvitationRepository in memory: one invitation per (job, normalised address) and per (job, number). */
export class InMemoryCandidateInvitationRepository implements CandidateInvitationRepository {
  private readonly rows: CandidateInvitation[] = [];

  async addMany(invitations: readonly CandidateInvitation[]): Promise<CandidateInvitation[]> {
    const stored: CandidateInvitation[] = [];
    for (const invitation of invitations) {
      const email = invitation.email === null ? null : normaliseCandidateEmail(invitation.email);
      // As the partial unique index: an address once per job, a number once among texted (email-less) ones.
      const texted = email === null ? invitation.phone : null;
      const taken = (r: CandidateInvitation) =>
        (email !== null && r.email === email) || (texted !== null && r.email === null && r.phone === texted);
      if (this.rows.some((r) => r.jobId === invitation.jobId && taken(r))) continue;
      const row = { ...invitation, email };
      this.rows.push(row);
      stored.push({ ...row });
    }
    return stored;
  }

  async emailsOfJob(jobId: string): Promise<Set<string>> {
    return new Set(this.rows.flatMap((r) => (r.jobId === jobId && r.email !== null ? [r.email] : [])));
  }

  async phonesOfJob(jobId: string): Promise<Set<string>> {
    return new Set(
      this.rows.flatMap((r) => (r.jobId === jobId && r.phone !== null && r.email === null ? [r.phone] : [])),
    );
  }

  async listByJob(jobId: string): Promise<CandidateInvitation[]> {
    return this.rows
      .filter((r) => r.jobId === jobId)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || a.id.localeCompare(b.id))
      .map((r) => ({ ...r }));
  }

  async findById(id: string): Promise<CandidateInvitation | null> {
    return this.copy(this.rows.find((r) => r.id === id));
  }

  async findByTokenHash(tokenHash: string): Promise<CandidateInvitation | null> {
    return this.copy(this.rows.find((r) => r.tokenHash === tokenHash));
  }

  async findBySessionId(sessionId: string): Promise<CandidateInvitation | null> {
    return this.copy(this.rows.find((r) => r.sessionId === sessionId));
  }

  async update(id: string, update: CandidateInvitationUpdate): Promise<CandidateInvitation | null> {
    const row = this.rows.find((r) => r.id === id);
    if (!row) return null;
    Object.assign(row, update);
    return { ...row };
  }

  async claimSession(id: string, sessionId: string, openedAt: Date): Promise<boolean> {
    const row = this.rows.find((r) => r.id === id);
    if (!row || row.sessionId || row.revokedAt) return false;
    Object.assign(row, { sessionId, openedAt: row.openedAt ?? openedAt });
    return true;
  }

  async listDueForReminder(sentBefore: Date, now: Date, limit: number): Promise<CandidateInvitation[]> {
    return this.rows
      .filter(
        (r) =>
          !r.sessionId &&
          !r.revokedAt &&
          !r.remindedAt &&
          r.lastSentAt.getTime() <= sentBefore.getTime() &&
          r.expiresAt.getTime() > now.getTime(),
      )
      .sort((a, b) => a.lastSentAt.getTime() - b.lastSentAt.getTime() || a.id.localeCompare(b.id))
      .slice(0, limit)
      .map((r) => ({ ...r }));
  }

  async claimReminder(id: string, at: Date): Promise<boolean> {
    const row = this.rows.find((r) => r.id === id);
    if (!row || row.remindedAt) return false;
    row.remindedAt = at;
    return true;
  }

  private copy(row: CandidateInvitation | undefined): CandidateInvitation | null {
    return row ? { ...row } : null;
  }
}
