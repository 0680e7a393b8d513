import type { ImpersonationAction, ImpersonationAudit } from '../domain/impersonation.js';

/** Audit trail of admin impersonation. */
export interface ImpersonationAuditRepository {
  start(audit: Omit<ImpersonationAudit, 'endedAt'>): Promise<ImpersonationAudit>;
  /** Closes an open audit; null when absent or already ended (the first end wins). */
  end(id: string, at: Date): Promise<ImpersonationAudit | null>;
  findById(id: string): Promise<ImpersonationAudit | null>;
  /** Audits newest first, at most `limit`. */
  list(limit: number): Promise<ImpersonationAudit[]>;
  recordAction(action: ImpersonationAction): Promise<void>;
  /** Actions of an audit in time order. */
  listActions(auditId: string): Promise<ImpersonationAction[]>;
}
