import type { ExportLog } from '../domain/export-log.js';

/** Panel export records. */
export interface ExportLogRepository {
  add(log: ExportLog): Promise<void>;
  /** A user's exports, newest first. */
  listByUser(userId: string): Promise<ExportLog[]>;
  /** Number of exports per user id (users without exports are absent). */
  countByUser(): Promise<Map<string, number>>;
}
