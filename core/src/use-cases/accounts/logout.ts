import type { ImpersonationAuditRepository } from '../../ports/impersonation-audit-repository.js';
import type { Clock } from '../../ports/clock.js';
import { isParkedSessionOf } from './end-impersonation.js';
import type { LoginSessions } from './login-session.js';

/**
 * POST /api/logout: ends the session, closing an impersonation audit that is still open; while
 * impersonating, the admin's own kept-aside session ends too (signing out means out).
 */
export class Logout {
  constructor(
    private readonly deps: { sessions: LoginSessions; audits: ImpersonationAuditRepository; clock: Clock },
  ) {}

  async execute(sid: string, parkedSid?: string): Promise<void> {
    const data = await this.deps.sessions.read(sid);
    if (data?.auditId !== undefined) await this.deps.audits.end(data.auditId, this.deps.clock.now());
    await this.deps.sessions.end(sid);
    if (!data || parkedSid === undefined) return;
    const parked = await this.deps.sessions.read(parkedSid);
    if (isParkedSessionOf(data, parked)) await this.deps.sessions.end(parkedSid);
  }
}
