/** The alert when the browser blocks the report window (docs/behaviour/review.md §2.6, §8). */
export const POPUP_BLOCKED_MESSAGE = 'Please allow popups to export PDF';

/** Escapes text for HTML written into a report window. */
export function escapeHtml(text: string | number | null | undefined): string {
  return String(text ?? '')
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

const REPORT_STYLE = `
  body { font-family: system-ui, sans-serif; color: #111; margin: 32px; line-height: 1.45; }
  h1 { font-size: 22px; margin: 0 0 4px; } h2 { font-size: 17px; margin: 24px 0 8px; }
  h3 { font-size: 15px; margin: 16px 0 4px; } .muted { color: #555; }
  .unsure { color: #888; text-decoration: underline dotted; }
  .card { border: 1px solid #ccc; border-radius: 6px; padding: 12px 16px; margin: 12px 0; page-break-inside: avoid; }
  .chip { display: inline-block; border: 1px solid #999; border-radius: 10px; padding: 0 8px; margin: 2px; font-size: 12px; }
  .met { border-color: #15803d; color: #15803d; } .unmet { border-color: #b91c1c; color: #b91c1c; }
  table { border-collapse: collapse; width: 100%; } td, th { border: 1px solid #ccc; padding: 4px 8px; text-align: left; }
  @media print { body { margin: 12mm; } }
`;

function reportDocument(title: string, bodyHtml: string): string {
  return (
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<style>${REPORT_STYLE}</style></head><body>${bodyHtml}</body></html>`
  );
}

const WAITING_HTML = '<p class="muted">Preparing the report…</p>';

/** A report window opened at the click, filled when its data has arrived. */
export interface ReportWindow {
  /** Writes the report and starts the print dialog. */
  show(bodyHtml: string): void;
  /** Replaces the waiting text with what went wrong. */
  fail(message: string): void;
}

/**
 * Opens the report window at once (browsers block a window opened after an await, so it must be
 * opened in the click) with a waiting text; the caller fills it with `show` once its data is
 * loaded. Returns null, after the alert, when popups are blocked.
 */
export function openReportWindow(
  title: string,
  waitingHtml: string | null = WAITING_HTML,
): ReportWindow | null {
  const win = window.open('', '_blank');
  if (!win) {
    window.alert(POPUP_BLOCKED_MESSAGE);
    return null;
  }
  const write = (bodyHtml: string) => {
    win.document.open();
    win.document.write(reportDocument(title, bodyHtml));
    win.document.close();
  };
  if (waitingHtml !== null) write(waitingHtml);
  return {
    show(bodyHtml) {
      write(bodyHtml);
      win.focus();
      // Printing after layout; a test can read the document before the dialog opens.
      win.setTimeout(() => win.print(), 250);
    },
    fail(message) {
      write(`<p>${escapeHtml(message)}</p>`);
    },
  };
}

/**
 * Opens a printable report in a new window and starts the print dialog (the user saves it as
 * PDF). `bodyHtml` must be built with {@link escapeHtml}. Returns false, after the alert, when
 * popups are blocked.
 */
export function openPrintWindow(title: string, bodyHtml: string): boolean {
  const report = openReportWindow(title, null);
  report?.show(bodyHtml);
  return report !== null;
}
