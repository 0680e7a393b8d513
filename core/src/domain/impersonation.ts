/** One period during which an admin acted as another user (table `impersonation_audits`). */
export interface ImpersonationAudit {
  id: string;
  adminUserId: string;
  targetUserId: string;
  startedAt: Date;
  /** Null while the impersonation is still going on. */
  endedAt: Date | null;
  ipAddress: string | null;
}

/** One request made while impersonating (table `impersonation_actions`). */
export interface ImpersonationAction {
  id: string;
  auditId: string;
  method: string;
  path: string;
  /** HTTP status of the answer. */
  status: number;
  at: Date;
}
