import { DomainError } from '../../domain/errors.js';
import type { Clock } from '../../ports/clock.js';
import type { ImpersonationAuditRepository } from '../../ports/impersonation-audit-repository.js';
import { IMPERSONATION_LIFETIME_MS, type SessionData } from './login-session.js';

/**
 * The admin's own session kept aside during an impersonation, when it is still theirs: alive,
 * of the impersonating admin, and not itself an impersonation.
 */
export function isParkedSessionOf(
  impersonation: SessionData,
  parked: SessionData | null,
): parked is SessionData {
  return (
    parked !== null &&
    impersonation.impersonatorId !== undefined &&
    parked.userId === impersonation.impersonatorId &&
    parked.impersonatorId === undefined
  );
}

/** POST /api/admin/exit-impersonation, sign-out while impersonating, and an impersonation that ran out. */
export class EndImpersonation {
  constructor(private readonly deps: { audits: ImpersonationAuditRepository; clock: Clock }) {}

  /**
   * Closes the audit and returns the admin's own session data to resume, or null when their own
   * session is gone (ended by a password change, expired, or never presented): then the admin
   * must sign in again. Errors: INVALID_STATE 'Not impersonating anyone'.
   */
  async execute(session: SessionData, parked: SessionData | null): Promise<SessionData | null> {
    if (session.impersonatorId === undefined) {
      throw new DomainError('INVALID_STATE', 'Not impersonating anyone');
    }
    if (session.auditId !== undefined) await this.deps.audits.end(session.auditId, this.deps.clock.now());
    return isParkedSessionOf(session, parked) ? { userId: parked.userId } : null;
  }

  /**
   * The admin's kept-aside session after their impersonation session ran out: closes its audit at
   * the moment the impersonation expired (or now, if earlier) and returns the data to resume.
   */
  async resumeAfterExpiry(parked: SessionData): Promise<SessionData> {
    if (parked.parkedAuditId !== undefined) {
      const audit = await this.deps.audits.findById(parked.parkedAuditId);
      if (audit && audit.endedAt === null) {
        const expired = audit.startedAt.getTime() + IMPERSONATION_LIFETIME_MS;
        await this.deps.audits.end(audit.id, new Date(Math.min(expired, this.deps.clock.now().getTime())));
      }
    }
    return { userId: parked.userId };
  }
}
