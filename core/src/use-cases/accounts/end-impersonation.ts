import { DomainError } from '../../domain/errors.js';
import type { Clock } from '../../ports/clock.js';
import type { ImpersonationAuditRepository } from '../../ports/impersonation-audit-repository.js';
import type { SessionData } from './login-session.js';

/** POST /api/admin/exit-impersonation (and sign-out while impersonating). */
export class EndImpersonation {
  constructor(private readonly deps: { audits: ImpersonationAuditRepository; clock: Clock }) {}

  /**
   * Closes the audit (sets endedAt) and returns the admin's own session data to store.
   * Errors: INVALID_STATE 'Not impersonating anyone'.
   */
  async execute(session: SessionData): Promise<SessionData> {
    if (session.impersonatorId === undefined) {
      throw new DomainError('INVALID_STATE', 'Not impersonating anyone');
    }
    if (session.auditId !== undefined) await this.deps.audits.end(session.auditId, this.deps.clock.now());
    return { userId: session.impersonatorId };
  }
}
