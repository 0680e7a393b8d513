import type { OverviewExportQuery, SpreadsheetFile } from '../../contract/exports.js';
import type { Actor } from '../accounts/tenancy.js';
import { evaluatorOfSummary, loadJobReview } from './job-review.js';
import { matchesOfJob, matchingOverviewRows } from './overview-matching.js';
import { spreadsheetFile, type SpreadsheetExportDeps } from './spreadsheet-export.js';

/**
 * GET /api/jobs/{jobId}/candidates/export (docs/behaviour/review.md §11): every completed candidate
 * the overview would list with the same search, filter and sort (all pages), as CSV or XLSX.
 * NOT_FOUND for another organisation's job. The same fixed number of queries as the overview.
 */
export class ExportOverview {
  constructor(private readonly deps: SpreadsheetExportDeps) {}

  async execute(actor: Actor, jobId: string, query: OverviewExportQuery): Promise<SpreadsheetFile> {
    const review = await loadJobReview(this.deps, actor, jobId);
    const matches = matchesOfJob(review);
    const candidates = matchingOverviewRows(review, matches, query).map((row) => ({
      session: row.source,
      evaluated: review.latest.has(row.source.id),
      match: matches.get(row.source.id) ?? null,
      evaluator: evaluatorOfSummary(review.latest.get(row.source.id)),
    }));
    return spreadsheetFile(this.deps, review, 'candidates', candidates, query.format);
  }
}
