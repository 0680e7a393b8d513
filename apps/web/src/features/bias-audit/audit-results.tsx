import type { BiasAuditQueryInput, BiasAuditView } from '@sauti/core/contract/bias-audit';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { openReportWindow } from '@/lib/print-window';
import { auditReportHtml } from './audit-report';
import { AuditTable } from './audit-table';
import { auditCsvHref } from './use-bias-audit';

function Figure({ label, value }: { label: string; value: string | number }) {
  return (
    <div className="rounded-lg border border-border p-3">
      <dt className="text-sm text-muted-foreground">{label}</dt>
      <dd className="text-xl font-semibold">{value}</dd>
    </div>
  );
}

/** The audit: what it covers, its figures, and the CSV and printable report of the same view. */
export function AuditResults({ view, query }: { view: BiasAuditView; query: BiasAuditQueryInput }) {
  const print = () => {
    const title = `Bias audit ${view.from} to ${view.to}`;
    openReportWindow(title, null)?.show(auditReportHtml(view));
  };
  const flagged = view.tables.reduce(
    (n, t) => n + t.rows.filter((r) => r.scoring?.flagged || r.selection?.flagged).length,
    0,
  );
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{view.job ? view.job.title : 'Every job'}</CardTitle>
        <CardDescription>
          Interviews completed {view.from} to {view.to} (UTC).{' '}
          {flagged > 0
            ? `${flagged} group(s) with an impact ratio below 0.80.`
            : 'No group shown has an impact ratio below 0.80.'}
        </CardDescription>
        <div className="mt-2 flex flex-col gap-2 sm:flex-row">
          <a className={buttonClasses('outline')} href={auditCsvHref(query)} download>
            Download CSV
          </a>
          <Button variant="outline" onClick={print}>
            Print report
          </Button>
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-6">
        <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
          <Figure label="Candidates" value={view.candidates} />
          <Figure label="Scored" value={view.scored} />
          <Figure label="Hired" value={view.hired} />
          <Figure label="Median score" value={view.medianScore ?? '–'} />
        </dl>
        <p className="text-sm text-muted-foreground">{view.method.definitions}</p>
        {view.tables.map((t) => (
          <AuditTable key={t.id} table={t} />
        ))}
      </CardContent>
    </Card>
  );
}
