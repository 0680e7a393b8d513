import type { ExportLog } from '@sauti/core/domain/export-log';
import type { ExportLogRepository } from '@sauti/core/ports/export-log-repository';
import { ExportLogSchema, type ExportLogRow } from '../entities/misc.entity.js';
import { OrmRepository } from './orm-repository.js';

function toExportLog(row: ExportLogRow): ExportLog {
  return {
    id: row.id,
    userId: row.user,
    jobId: row.job,
    panelSize: row.panelSize,
    exportedAt: row.exportedAt,
    durationHours: row.durationHours ?? null,
  };
}

/** `ExportLogRepository` on `export_logs`. */
export class OrmExportLogRepository extends OrmRepository implements ExportLogRepository {
  async add(log: ExportLog): Promise<void> {
    await this.em().insert(ExportLogSchema, {
      id: log.id,
      user: log.userId,
      job: log.jobId,
      panelSize: log.panelSize,
      exportedAt: log.exportedAt,
      durationHours: log.durationHours,
    });
  }

  async listByUser(userId: string): Promise<ExportLog[]> {
    const rows = await this.em().find(
      ExportLogSchema,
      { user: userId },
      { orderBy: { exportedAt: 'desc', id: 'asc' } },
    );
    return rows.map(toExportLog);
  }

  async countByUser(): Promise<Map<string, number>> {
    const em = this.em();
    const rows = await this.sql<{ user_id: string; exports: string | number }>(
      em,
      'select user_id, count(*) as exports from export_logs group by user_id',
    );
    return new Map(rows.map((row) => [row.user_id, Number(row.exports)]));
  }
}
