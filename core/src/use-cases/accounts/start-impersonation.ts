import { DomainError } from '../../domain/errors.js';
import type { ImpersonationAudit } from '../../domain/impersonation.js';
import type { User } from '../../domain/user.js';
import type { Clock } from '../../ports/clock.js';
import type { Ids } from '../../ports/ids.js';
import type { ImpersonationAuditRepository } from '../../ports/impersonation-audit-repository.js';
import type { UserRepository } from '../../ports/user-repository.js';
import type { AdministratorPolicy } from './administrator.js';
import type { SessionData } from './login-session.js';

/**
 * What the route gets back: the target to answer with, the data of the new impersonation session,
 * and the admin's own session data to keep aside (it is never handed to the impersonation, so a
 * stolen impersonation session cannot be turned back into the admin's).
 */
export interface ImpersonationStarted {
  target: User;
  audit: ImpersonationAudit;
  sessionData: SessionData;
  ownSessionData: SessionData;
}

/** POST /api/admin/impersonate/{userId}. */
export class StartImpersonation {
  constructor(
    private readonly deps: {
      users: UserRepository;
      audits: ImpersonationAuditRepository;
      admins: AdministratorPolicy;
      clock: Clock;
      ids: Ids;
    },
  ) {}

  /**
   * The real user behind the session (the admin, even while already impersonating) must be the
   * administrator. An impersonation already running is ended first, so audits never overlap.
   * Errors: FORBIDDEN, NOT_FOUND 'User not found', INVALID_STATE (impersonating yourself).
   */
  async execute(input: {
    session: SessionData;
    targetUserId: string;
    ipAddress: string | null;
    /** Why (docs/behaviour/platform.md §2.7), kept in the audit. */
    reason: string;
  }): Promise<ImpersonationStarted> {
    const { users, audits, admins, clock, ids } = this.deps;
    const adminId = input.session.impersonatorId ?? input.session.userId;
    const admin = await users.findById(adminId);
    if (!admin || !(await admins.isAdmin(admin))) {
      throw new DomainError('FORBIDDEN', 'Administrator privileges required');
    }
    const target = await users.findById(input.targetUserId);
    if (!target) throw new DomainError('NOT_FOUND', 'User not found');
    if (target.id === admin.id) throw new DomainError('INVALID_STATE', 'You cannot impersonate yourself');

    const now = clock.now();
    if (input.session.auditId !== undefined) await audits.end(input.session.auditId, now);
    const audit = await audits.start({
      id: ids.newId(),
      adminUserId: admin.id,
      targetUserId: target.id,
      startedAt: now,
      ipAddress: input.ipAddress,
      reason: input.reason,
    });
    return {
      target,
      audit,
      sessionData: { userId: target.id, impersonatorId: admin.id, auditId: audit.id },
      ownSessionData: { userId: admin.id, parkedAuditId: audit.id },
    };
  }
}
