import type { PanelExportQuery, SpreadsheetFile } from '../../contract/exports.js';
import type { Actor } from '../accounts/tenancy.js';
import type { ExportedCandidate } from './candidate-export-table.js';
import { evaluatorOfSummary, latestStartFirst, loadJobReview } from './job-review.js';
import type { LogPanelExport } from './log-panel-export.js';
import { matchesOfJob } from './overview-matching.js';
import { spreadsheetFile, type SpreadsheetExportDeps } from './spreadsheet-export.js';

/**
 * GET /api/jobs/{jobId}/panel/export (docs/behaviour/review.md §11): the panel's candidates in the
 * panel builder's order (best score first, ties latest start first), as CSV or XLSX. Logged like
 * the printed briefing (docs/behaviour/review.md §7), so the admin figures count every panel
 * export. NOT_FOUND for another organisation's job.
 */
export class ExportPanel {
  constructor(
    private readonly deps: SpreadsheetExportDeps & { exportLog: Pick<LogPanelExport, 'execute'> },
  ) {}

  async execute(actor: Actor, jobId: string, query: PanelExportQuery): Promise<SpreadsheetFile> {
    const review = await loadJobReview(this.deps, actor, jobId);
    const matches = matchesOfJob(review);
    const panel = [...review.sessions]
      .sort(latestStartFirst)
      .filter((s) => s.inPanel && review.latest.has(s.id))
      .map((s): ExportedCandidate => ({
        session: s,
        evaluated: true,
        match: matches.get(s.id) ?? null,
        evaluator: evaluatorOfSummary(review.latest.get(s.id)),
      }))
      .sort((a, b) => (b.match?.overallScore ?? -1) - (a.match?.overallScore ?? -1));
    const file = await spreadsheetFile(this.deps, review, 'panel', panel, query.format);
    await this.deps.exportLog.execute(actor, { jobId: review.job.id, panelSize: panel.length });
    return file;
  }
}
