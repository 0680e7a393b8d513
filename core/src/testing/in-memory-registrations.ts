import type { PendingRegistration } from '../domain/membership.js';
import type { RegistrationRepository } from '../ports/registration-repository.js';

/** RegistrationRepository in memory, following the port's contract. */
export class InMemoryRegistrationRepository implements RegistrationRepository {
  readonly rows: PendingRegistration[] = [];

  async add(registration: PendingRegistration): Promise<void> {
    this.rows.push({ ...registration, email: registration.email.toLowerCase() });
  }

  async replaceOpenFor(email: string, at: Date): Promise<number> {
    const open = this.rows.filter((r) => r.email === email.toLowerCase() && !r.usedAt && !r.replacedAt);
    for (const row of open) row.replacedAt = new Date(at);
    return open.length;
  }

  async consume(tokenHash: string, now: Date): Promise<PendingRegistration | null> {
    const row = this.rows.find((r) => r.tokenHash === tokenHash);
    if (!row || row.usedAt || row.replacedAt || row.expiresAt.getTime() <= now.getTime()) return null;
    row.usedAt = new Date(now);
    return { ...row };
  }

  async findByTokenHash(tokenHash: string): Promise<PendingRegistration | null> {
    const row = this.rows.find((r) => r.tokenHash === tokenHash);
    return row ? { ...row } : null;
  }

  async findLatestOpen(email: string, now: Date): Promise<PendingRegistration | null> {
    const open = this.rows
      .filter(
        (r) =>
          r.email === email.toLowerCase() &&
          !r.usedAt &&
          !r.replacedAt &&
          r.expiresAt.getTime() > now.getTime(),
      )
      .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
    return open[0] ? { ...open[0] } : null;
  }

  async deleteOpenFor(email: string): Promise<number> {
    let deleted = 0;
    for (let i = this.rows.length - 1; i >= 0; i--) {
      if (this.rows[i]!.email === email.toLowerCase() && !this.rows[i]!.usedAt) {
        this.rows.splice(i, 1);
        deleted += 1;
      }
    }
    return deleted;
  }
}
