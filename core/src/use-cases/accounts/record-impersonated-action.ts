import type { Clock } from '../../ports/clock.js';
import type { Ids } from '../../ports/ids.js';
import type { ImpersonationAuditRepository } from '../../ports/impersonation-audit-repository.js';
import { auditedValues } from '../../rules/audited-values.js';
import type { SessionData } from './login-session.js';

/** Called by the HTTP edge after each request answered while impersonating. */
export class RecordImpersonatedAction {
  constructor(private readonly deps: { audits: ImpersonationAuditRepository; clock: Clock; ids: Ids }) {}

  /**
   * Adds (method, path, status, the ids named in the path, the fields sent with secrets redacted)
   * to the session's audit; does nothing outside impersonation. The query string is dropped,
   * since it may carry tokens or personal data.
   */
  async execute(input: {
    session: SessionData | null;
    method: string;
    path: string;
    status: number;
    targets?: Record<string, string>;
    /** The request's fields as parsed (uploaded files described, not their bytes). */
    body?: unknown;
  }): Promise<void> {
    const auditId = input.session?.auditId;
    if (auditId === undefined || input.session?.impersonatorId === undefined) return;
    await this.deps.audits.recordAction({
      id: this.deps.ids.newId(),
      auditId,
      method: input.method.toUpperCase(),
      path: input.path.split('?')[0] ?? input.path,
      status: input.status,
      at: this.deps.clock.now(),
      targets: { ...input.targets },
      newValues: auditedValues(input.body),
    });
  }
}
