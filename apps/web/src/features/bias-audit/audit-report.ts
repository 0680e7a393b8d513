import type { AuditRateView, AuditTableView, BiasAuditView } from '@sauti/core/contract/bias-audit';
import { AUDIT_BANDS } from '@sauti/core/rules/bias-audit';
import { escapeHtml } from '@/lib/print-window';
import { countText, FLAG, rateText, ratioText, TOO_FEW_SCORED, TOO_SMALL, UNKNOWN } from './audit-figures';

/** The report's own print rules: landscape, small type, tables that do not split a row. */
const AUDIT_PRINT_STYLE = `<style>
  @page { size: A4 landscape; margin: 12mm; }
  table { font-size: 12px; margin: 6px 0 4px; } th { background: #f3f3f3; }
  tr { page-break-inside: avoid; } section { page-break-inside: avoid; margin-bottom: 14px; }
  .flag { font-weight: 700; color: #b91c1c; } .note { color: #555; font-size: 12px; }
  dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 8px 0; } dt { color: #555; }
</style>`;

const ratio = (r: AuditRateView) =>
  r.flagged
    ? `<span class="flag">${escapeHtml(ratioText(r))} (${escapeHtml(FLAG)})</span>`
    : escapeHtml(ratioText(r));

function tableHtml(table: AuditTableView): string {
  const head = [
    'Group',
    'Candidates',
    'Scoring rate',
    'Impact ratio',
    ...AUDIT_BANDS,
    'Selection rate',
    'Impact ratio',
  ]
    .map((h) => `<th>${escapeHtml(h)}</th>`)
    .join('');
  const rows = table.rows.map((row) => {
    const start = `<th scope="row">${escapeHtml(row.label)}</th><td>${escapeHtml(countText(row.candidates))}</td>`;
    if (row.tooSmall) return `<tr>${start}<td colspan="8" class="note">${escapeHtml(TOO_SMALL)}</td></tr>`;
    const scoring = row.scoring
      ? `<td>${escapeHtml(rateText(row.scoring))}</td><td>${ratio(row.scoring)}</td>` +
        row.bands!.shares.map((s) => `<td>${escapeHtml(s.rate)}</td>`).join('')
      : `<td colspan="6" class="note">${escapeHtml(TOO_FEW_SCORED)}</td>`;
    const selection = `<td>${escapeHtml(rateText(row.selection!))}</td><td>${ratio(row.selection!)}</td>`;
    return `<tr>${start}${scoring}${selection}</tr>`;
  });
  const kind = table.kind === 'intersection' ? ' (intersection)' : '';
  return (
    `<section><h3>${escapeHtml(table.label)}${kind}</h3>` +
    `<table><thead><tr>${head}</tr></thead><tbody>${rows.join('')}</tbody></table>` +
    `<p class="note">${escapeHtml(UNKNOWN)}: ${escapeHtml(countText(table.unknown))} (left out of the rates)</p></section>`
  );
}

/**
 * The printable report in the shape of a Local Law 144 summary of results (docs/behaviour/review.md
 * §12): what was audited and when, the data used, the number in unknown categories, and per group
 * the number of candidates, the scoring and selection rates and their impact ratios.
 */
export function auditReportHtml(view: BiasAuditView): string {
  const subject = view.job
    ? escapeHtml(view.job.title)
    : `Every job of ${escapeHtml(view.organisation.name)}`;
  const figures: [string, string][] = [
    ['Organisation', `${view.organisation.name} (${view.organisation.domain})`],
    ['Audited', view.job ? view.job.title : 'Every job'],
    ['Interviews completed', `${view.from} to ${view.to} (UTC), both days included`],
    [
      'Data',
      'Sauti’s own records of this organisation: latest evaluation, hiring outcome, voluntary self-identification',
    ],
    ['Candidates', String(view.candidates)],
    ['Scored', String(view.scored)],
    ['Hired', String(view.hired)],
    ['Median score', view.medianScore ?? 'none (nobody was scored)'],
    ['Generated', view.generatedAt.slice(0, 16).replace('T', ' ') + ' UTC'],
  ];
  return (
    AUDIT_PRINT_STYLE +
    `<h1>Bias audit: summary of results</h1><p class="muted">${subject}</p>` +
    `<dl>${figures.map(([k, v]) => `<dt>${escapeHtml(k)}</dt><dd>${escapeHtml(v)}</dd>`).join('')}</dl>` +
    `<p class="note">${escapeHtml(view.method.definitions)}</p>` +
    `<h2>Results</h2>${view.tables.map(tableHtml).join('')}`
  );
}
