import { SPREADSHEET_FORMATS, type SpreadsheetFormat } from '@sauti/core/contract/exports';
import { buttonClasses } from '@/components/ui/button';

/**
 * Export CSV and Export XLSX (docs/behaviour/review.md §11): plain links the browser downloads,
 * since the server names the file (Content-Disposition) and the login cookie goes with a
 * same-origin link; no script has to hold the file. 44 px tall, and they wrap on a narrow phone.
 */
export function ExportButtons({
  label,
  hrefOf,
}: {
  /** What is exported, for screen readers: 'candidates', 'panel'. */
  label: string;
  hrefOf: (format: SpreadsheetFormat) => string;
}) {
  return (
    <div role="group" aria-label={`Export ${label}`} className="flex flex-wrap gap-2">
      {SPREADSHEET_FORMATS.map((format) => (
        <a key={format} href={hrefOf(format)} download className={buttonClasses('outline', 'sm')}>
          Export {format.toUpperCase()}
        </a>
      ))}
    </div>
  );
}
