import type { RemovalReport } from '@sauti/core/use-cases/data-protection/index';

/** Bytes as B, kB, MB or GB (powers of 1000, one decimal). */
export function formatBytes(bytes: number): string {
  const units = ['B', 'kB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1000 && unit < units.length - 1) {
    value /= 1000;
    unit += 1;
  }
  return unit === 0 ? `${bytes} B` : `${value.toFixed(1)} ${units[unit]}`;
}

/** The human report of a removal; `subject` says what was selected. */
export function removalText(report: RemovalReport, subject: string): string {
  const verb = report.dryRun ? 'Would remove' : 'Removed';
  const { media } = report;
  const lines = [
    `${verb} ${report.sessions} candidate session(s) ${subject}:`,
    `  answers: ${report.answers}, evaluations: ${report.evaluations}, speaker embeddings: ${report.embeddings}`,
    `  media files: ${media.files} (${formatBytes(media.bytes)})` +
      (media.unreferenced ? `, of which ${media.unreferenced} no row pointed at` : '') +
      (media.missing ? `; already missing: ${media.missing}` : ''),
    ...report.jobs.map((j) => `  job "${j.jobTitle}" (${j.jobId}): ${j.sessions} session(s)`),
  ];
  if (media.failed.length) {
    lines.push(`Could not delete ${media.failed.length} file(s); delete them by hand:`);
    lines.push(...media.failed.map((f) => `  ${f.key}: ${f.reason}`));
  }
  if (report.dryRun) lines.push('Dry run: nothing changed.');
  return lines.join('\n');
}
