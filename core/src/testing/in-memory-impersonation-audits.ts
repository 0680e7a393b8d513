import type { ImpersonationAction, ImpersonationAudit } from '../domain/impersonation.js';
import type { ImpersonationAuditRepository } from '../ports/impersonation-audit-repository.js';

/** ImpersonationAuditRepository in memory. */
export class InMemoryImpersonationAuditRepository implements ImpersonationAuditRepository {
  readonly audits: ImpersonationAudit[] = [];
  readonly actions: ImpersonationAction[] = [];

  async start(audit: Omit<ImpersonationAudit, 'endedAt'>): Promise<ImpersonationAudit> {
    const row = { ...audit, endedAt: null };
    this.audits.push(row);
    return { ...row };
  }

  async end(id: string, at: Date): Promise<ImpersonationAudit | null> {
    const row = this.audits.find((a) => a.id === id);
    if (!row || row.endedAt !== null) return null;
    row.endedAt = new Date(at);
    return { ...row };
  }

  async findById(id: string): Promise<ImpersonationAudit | null> {
    const row = this.audits.find((a) => a.id === id);
    return row ? { ...row } : null;
  }

  async list(limit: number): Promise<ImpersonationAudit[]> {
    return [...this.audits]
      .sort((a, b) => b.startedAt.getTime() - a.startedAt.getTime())
      .slice(0, limit)
      .map((a) => ({ ...a }));
  }

  async recordAction(action: ImpersonationAction): Promise<void> {
    this.actions.push({ ...action });
  }

  async listActions(auditId: string): Promise<ImpersonationAction[]> {
    return this.actions
      .filter((a) => a.auditId === auditId)
      .sort((a, b) => a.at.getTime() - b.at.getTime())
      .map((a) => ({ ...a }));
  }
}
