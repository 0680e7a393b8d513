import type { Context } from 'koa';
import type { SpreadsheetFile } from '@sauti/core/contract/exports';

/**
 * Sends an export as a download (docs/behaviour/review.md §11). The file name is core's slug
 * (ASCII letters, digits, hyphens and a dot), so the quoted header cannot be broken by a title.
 * Candidates' personal data: no cache may keep it.
 */
export function sendSpreadsheet(ctx: Context, file: SpreadsheetFile): void {
  ctx.set('Content-Disposition', `attachment; filename="${file.fileName}"`);
  ctx.set('Cache-Control', 'no-store');
  ctx.type = file.contentType;
  ctx.body = Buffer.from(file.body.buffer, file.body.byteOffset, file.body.byteLength);
}
