import type { BiasAuditQuery } from '../../contract/bias-audit.js';
import { SPREADSHEET_CONTENT_TYPES, type SpreadsheetFile } from '../../contract/exports.js';
import type { SpreadsheetWriter } from '../../ports/spreadsheet-writer.js';
import { fileSlug } from '../../rules/export-file-name.js';
import type { Actor } from '../accounts/tenancy.js';
import { auditTable } from './audit-csv.js';
import type { RunBiasAudit } from './run-bias-audit.js';

/**
 * GET /api/bias-audit/export?format=csv (docs/behaviour/review.md §13): the audit as CSV, named
 * '{job title or organisation domain}-bias-audit-{from}-{to}.csv'.
 */
export class ExportBiasAudit {
  constructor(private readonly deps: { audit: RunBiasAudit; spreadsheets: SpreadsheetWriter }) {}

  async execute(actor: Actor, query: BiasAuditQuery): Promise<SpreadsheetFile> {
    const view = await this.deps.audit.execute(actor, query);
    const subject = view.job ? view.job.title : view.organisation.domain;
    return {
      fileName: `${fileSlug(subject)}-bias-audit-${view.from}-${view.to}.csv`,
      contentType: SPREADSHEET_CONTENT_TYPES.csv,
      body: await this.deps.spreadsheets.write(auditTable(view), 'csv'),
    };
  }
}
