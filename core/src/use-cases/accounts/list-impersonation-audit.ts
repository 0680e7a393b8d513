import type { ImpersonationAction, ImpersonationAudit } from '../../domain/impersonation.js';
import type { ImpersonationAuditRepository } from '../../ports/impersonation-audit-repository.js';
import type { UserRepository } from '../../ports/user-repository.js';
import { normaliseEmail } from './credentials.js';

/** One audit with the emails of both parties (null when an account is gone). */
export interface ImpersonationAuditEntry {
  audit: ImpersonationAudit;
  adminEmail: string | null;
  targetEmail: string | null;
  /** Present when asked for with `withActions`. */
  actions?: ImpersonationAction[];
}

/** Filters of the audit listing (CLI `sauti impersonation audit`). */
export interface ImpersonationAuditQuery {
  /** Only audits started at or after this time. */
  since?: Date;
  /** Only audits by the admin with this email. */
  adminEmail?: string;
  /** At most this many, newest first (default 100). */
  limit?: number;
  withActions?: boolean;
}

/** How many audits are scanned before filtering: the port lists newest first without filters. */
const SCAN_LIMIT = 10_000;

/** Lists impersonation audits newest first. Authorisation (admin or CLI operator) is the caller's. */
export class ListImpersonationAudit {
  constructor(private readonly deps: { audits: ImpersonationAuditRepository; users: UserRepository }) {}

  async execute(query: ImpersonationAuditQuery = {}): Promise<ImpersonationAuditEntry[]> {
    const limit = query.limit ?? 100;
    const adminEmail = query.adminEmail === undefined ? undefined : normaliseEmail(query.adminEmail);
    const emails = new Map((await this.deps.users.list()).map((u) => [u.id, u.email]));
    const entries: ImpersonationAuditEntry[] = [];
    for (const audit of await this.deps.audits.list(SCAN_LIMIT)) {
      if (entries.length >= limit) break;
      if (query.since && audit.startedAt.getTime() < query.since.getTime()) continue;
      const entry: ImpersonationAuditEntry = {
        audit,
        adminEmail: emails.get(audit.adminUserId) ?? null,
        targetEmail: emails.get(audit.targetUserId) ?? null,
      };
      if (adminEmail !== undefined && entry.adminEmail !== adminEmail) continue;
      if (query.withActions) entry.actions = await this.deps.audits.listActions(audit.id);
      entries.push(entry);
    }
    return entries;
  }
}
