import type { PanelCandidate, PanelPayload } from '@sauti/core/contract/review-views';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ExportButtons } from '@/components/review/export-buttons';
import { panelExportHref } from '@/api/spreadsheet-exports';
import { PanelCandidateRow } from './panel-candidate-row';
import { PanelInsights } from './panel-insights';

/**
 * The right column of the panel builder (docs/behaviour/review.md §2.6): the Panel List with Remove buttons, the
 * Export Panel Briefing (PDF), Export CSV and Export XLSX buttons while the panel is not empty
 * (docs/behaviour/review.md §11), and Panel Insights.
 */
export function PanelColumn({
  jobId,
  payload,
  onRemove,
  onExport,
  busy,
}: {
  jobId: string;
  payload: PanelPayload;
  onRemove: (candidate: PanelCandidate) => void;
  onExport: () => void;
  busy: boolean;
}) {
  const { panel } = payload;
  return (
    <Card role="region" aria-labelledby="panel-list-title">
      <CardHeader className="flex-row flex-wrap items-center justify-between gap-2">
        <CardTitle id="panel-list-title">Panel List ({panel.length})</CardTitle>
        {panel.length > 0 && (
          <div className="flex flex-wrap gap-2">
            <Button variant="primary" size="sm" onClick={onExport}>
              Export Panel Briefing (PDF)
            </Button>
            <ExportButtons label="panel" hrefOf={(format) => panelExportHref(jobId, format)} />
          </div>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {panel.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            No candidates in the panel yet. Add candidates from the list.
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {panel.map((c) => (
              <PanelCandidateRow
                key={c.session.id}
                jobId={jobId}
                candidate={c}
                action="Remove"
                onAction={() => onRemove(c)}
                disabled={busy}
              />
            ))}
          </ul>
        )}
        <PanelInsights insights={payload.insights} />
      </CardContent>
    </Card>
  );
}
