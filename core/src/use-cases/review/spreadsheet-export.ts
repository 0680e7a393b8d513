import {
  SPREADSHEET_CONTENT_TYPES,
  type SpreadsheetFile,
  type SpreadsheetFormat,
} from '../../contract/exports.js';
import type { Clock } from '../../ports/clock.js';
import type { SpreadsheetWriter } from '../../ports/spreadsheet-writer.js';
import { exportFileName } from '../../rules/export-file-name.js';
import { candidateExportTable, type ExportedCandidate } from './candidate-export-table.js';
import { channelOf } from '../../rules/interview-channel.js';
import { phoneCallStats } from '../../rules/phone-call-cost.js';
import { phoneCallsAmong, phoneSessionsAmong, type JobReview, type ReviewReadDeps } from './job-review.js';

/** What an export needs beyond the review reads: the date of the file name and the writer. */
export type SpreadsheetExportDeps = ReviewReadDeps & { clock: Clock; spreadsheets: SpreadsheetWriter };

/**
 * The file of one export of `review` (docs/behaviour/review.md §11): `what` names the sheet and
 * the file ('candidates', 'panel'), the rows are `candidates` in the order given.
 */
export async function spreadsheetFile(
  deps: SpreadsheetExportDeps,
  review: JobReview,
  what: string,
  candidates: readonly ExportedCandidate[],
  format: SpreadsheetFormat,
): Promise<SpreadsheetFile> {
  const ids = candidates.map((c) => c.session.id);
  const [byPhone, calls] = await Promise.all([phoneSessionsAmong(deps, ids), phoneCallsAmong(deps, ids)]);
  const currency = deps.phoneCalls?.currency ?? null;
  const table = candidateExportTable({
    sheetName: what[0]!.toUpperCase() + what.slice(1),
    pillars: review.pillars,
    candidates: candidates.map((c) => {
      const totals = calls.get(c.session.id);
      return {
        ...c,
        channel: channelOf(c.session.id, byPhone),
        calls: totals ? phoneCallStats(totals, currency) : null,
      };
    }),
    publicUrl: deps.publicUrl,
  });
  return {
    fileName: exportFileName(review.job.title, what, deps.clock.now(), format),
    contentType: SPREADSHEET_CONTENT_TYPES[format],
    body: await deps.spreadsheets.write(table, format),
  };
}
