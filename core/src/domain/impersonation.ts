import type { JsonObject } from './json.js';

/** One period during which an admin acted as another user (table `impersonation_audits`). */
export interface ImpersonationAudit {
  id: string;
  adminUserId: string;
  targetUserId: string;
  startedAt: Date;
  /** Null while the impersonation is still going on. */
  endedAt: Date | null;
  ipAddress: string | null;
  /** Why the administrator needed to view as this user, as they typed it ('' for audits older than the question). */
  reason: string;
}

/**
 * One request made while impersonating (table `impersonation_actions`): every change, and every
 * read of a private file (CV, recording, identity video or photo).
 */
export interface ImpersonationAction {
  id: string;
  auditId: string;
  method: string;
  path: string;
  /** HTTP status of the answer. */
  status: number;
  at: Date;
  /** The ids the request named in its path, by name (e.g. `{ jobId }`); empty when none. */
  targets: Record<string, string>;
  /** The fields the request sent, secrets redacted (see `auditedValues`); null when none. */
  newValues: JsonObject | null;
}
