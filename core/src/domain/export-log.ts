/** A record of one panel export (table `export_logs`); counts feed the admin analytics. */
export interface ExportLog {
  id: string;
  userId: string;
  jobId: string;
  panelSize: number;
  exportedAt: Date;
  /** How it is filled is not shown in the spec; null unless known. */
  durationHours: number | null;
}
