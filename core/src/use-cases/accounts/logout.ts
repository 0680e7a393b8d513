import type { ImpersonationAuditRepository } from '../../ports/impersonation-audit-repository.js';
import type { Clock } from '../../ports/clock.js';
import type { LoginSessions } from './login-session.js';

/** POST /api/logout: ends the session, closing an impersonation audit that is still open. */
export class Logout {
  constructor(
    private readonly deps: { sessions: LoginSessions; audits: ImpersonationAuditRepository; clock: Clock },
  ) {}

  async execute(sid: string): Promise<void> {
    const data = await this.deps.sessions.read(sid);
    if (data?.auditId !== undefined) await this.deps.audits.end(data.auditId, this.deps.clock.now());
    await this.deps.sessions.end(sid);
  }
}
