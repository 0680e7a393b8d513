/** Longest slug kept from a job title, so a file name stays readable in a download bar. */
export const MAX_FILE_SLUG = 60;

/**
 * A job title as a file-name slug: accents dropped, anything but a-z and 0-9 becomes one hyphen,
 * trimmed to MAX_FILE_SLUG; 'job' when nothing is left (a title in another script). Only ASCII
 * letters, digits and hyphens, so it can never break a Content-Disposition header or a path.
 */
export function fileSlug(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .slice(0, MAX_FILE_SLUG)
    .replace(/^-+|-+$/g, '');
  return slug || 'job';
}

/** '{title slug}-{what}-{YYYY-MM-DD}.{extension}', the date in UTC (docs/behaviour/review.md §11). */
export function exportFileName(title: string, what: string, date: Date, extension: string): string {
  return `${fileSlug(title)}-${what}-${date.toISOString().slice(0, 10)}.${extension}`;
}
