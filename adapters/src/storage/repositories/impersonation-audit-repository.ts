import type { ImpersonationAction, ImpersonationAudit } from '@sauti/core/domain/impersonation';
import type { ImpersonationAuditRepository } from '@sauti/core/ports/impersonation-audit-repository';
import {
  ImpersonationActionSchema,
  ImpersonationAuditSchema,
  type ImpersonationActionRow,
  type ImpersonationAuditRow,
} from '../entities/impersonation.entity.js';
import { OrmRepository } from './orm-repository.js';

function toAudit(row: ImpersonationAuditRow): ImpersonationAudit {
  return {
    id: row.id,
    adminUserId: row.adminUser,
    targetUserId: row.targetUser,
    startedAt: row.startedAt,
    endedAt: row.endedAt ?? null,
    ipAddress: row.ipAddress ?? null,
    reason: row.reason ?? '',
  };
}

function toAction(row: ImpersonationActionRow): ImpersonationAction {
  return {
    id: row.id,
    auditId: row.audit,
    method: row.method,
    path: row.path,
    status: row.status,
    at: row.at,
    targets: row.targets ?? {},
    newValues: row.newValues ?? null,
  };
}

/** `ImpersonationAuditRepository` on `impersonation_audits` and `impersonation_actions`. */
export class OrmImpersonationAuditRepository extends OrmRepository implements ImpersonationAuditRepository {
  async start(audit: Omit<ImpersonationAudit, 'endedAt'>): Promise<ImpersonationAudit> {
    const row = {
      id: audit.id,
      adminUser: audit.adminUserId,
      targetUser: audit.targetUserId,
      startedAt: audit.startedAt,
      endedAt: null,
      ipAddress: audit.ipAddress,
      reason: audit.reason,
    };
    await this.em().insert(ImpersonationAuditSchema, row);
    return { ...audit, endedAt: null };
  }

  async end(id: string, at: Date): Promise<ImpersonationAudit | null> {
    const em = this.em();
    const ended = await em.nativeUpdate(ImpersonationAuditSchema, { id, endedAt: null }, { endedAt: at });
    if (ended === 0) return null;
    return toAudit(await em.findOneOrFail(ImpersonationAuditSchema, { id }));
  }

  async findById(id: string): Promise<ImpersonationAudit | null> {
    const row = await this.em().findOne(ImpersonationAuditSchema, { id });
    return row ? toAudit(row) : null;
  }

  async list(limit: number): Promise<ImpersonationAudit[]> {
    const rows = await this.em().find(
      ImpersonationAuditSchema,
      {},
      { orderBy: { startedAt: 'desc', id: 'asc' }, limit },
    );
    return rows.map(toAudit);
  }

  async recordAction(action: ImpersonationAction): Promise<void> {
    await this.em().insert(ImpersonationActionSchema, {
      id: action.id,
      audit: action.auditId,
      method: action.method,
      path: action.path,
      status: action.status,
      at: action.at,
      targets: action.targets,
      newValues: action.newValues,
    });
  }

  async listActions(auditId: string): Promise<ImpersonationAction[]> {
    const rows = await this.em().find(
      ImpersonationActionSchema,
      { audit: auditId },
      { orderBy: { at: 'asc', id: 'asc' } },
    );
    return rows.map(toAction);
  }
}
