import { DAY_MS, dayStart, type DayRangeQuery } from '../../contract/day-range.js';
import { SPREADSHEET_CONTENT_TYPES, type SpreadsheetFile } from '../../contract/exports.js';
import { DomainError } from '../../domain/errors.js';
import type { Clock } from '../../ports/clock.js';
import type { OrganisationRepository } from '../../ports/organisation-repository.js';
import type { HiringDecisionLog } from '../../ports/regulator-records.js';
import type { SpreadsheetWriter } from '../../ports/spreadsheet-writer.js';
import { fileSlug } from '../../rules/export-file-name.js';
import { decisionLogTable } from './decision-log-table.js';

/** Which decisions: a period of whole UTC days (open at either end) and one organisation or all. */
export interface DecisionLogRequest extends DayRangeQuery {
  /** An organisation's domain; every organisation when absent. */
  organisation?: string | undefined;
}

/**
 * The log of automated recommendations against human decisions, as CSV (docs/behaviour/review.md
 * §13): the administrator's export (GET /api/admin/decision-log) and `sauti decisions export`.
 */
export class ExportDecisionLog {
  constructor(
    private readonly deps: {
      decisions: HiringDecisionLog;
      organisations: OrganisationRepository;
      spreadsheets: SpreadsheetWriter;
      clock: Clock;
    },
  ) {}

  /** Errors: NOT_FOUND for an organisation domain Sauti does not know. */
  async execute(request: DecisionLogRequest): Promise<SpreadsheetFile & { count: number }> {
    let organisationId: string | null = null;
    if (request.organisation !== undefined) {
      const found = await this.deps.organisations.findByDomain(request.organisation.trim().toLowerCase());
      if (!found)
        throw new DomainError('NOT_FOUND', `No organisation with the domain ${request.organisation}`);
      organisationId = found.id;
    }
    const from = request.from === undefined ? null : dayStart(request.from);
    const to = request.to === undefined ? null : dayStart(request.to);
    const decisions = await this.deps.decisions.list({
      from: from === null ? null : new Date(from),
      until: to === null ? null : new Date(to + DAY_MS),
      organisationId,
    });
    const today = this.deps.clock.now().toISOString().slice(0, 10);
    const scope = request.organisation === undefined ? '' : `${fileSlug(request.organisation)}-`;
    return {
      fileName: `${scope}hiring-decisions-${request.from ?? 'start'}-to-${request.to ?? today}.csv`,
      contentType: SPREADSHEET_CONTENT_TYPES.csv,
      body: await this.deps.spreadsheets.write(decisionLogTable(decisions), 'csv'),
      count: decisions.length,
    };
  }
}
