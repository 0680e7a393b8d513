import type { PanelCandidate } from '@sauti/core/contract/review-views';
import { useEffect, type ReactNode } from 'react';
import { Link, useParams } from 'react-router';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/paths';
import { LoadError } from '@/components/review/load-error';
import { useReviewPanel } from '@/api/review';
import { usePanelMembership } from '@/api/panel-membership';
import { AvailableColumn } from './available-column';
import { PanelColumn } from './panel-column';
import { usePanelExport } from './use-panel-export';
import { lastFilledPage, usePanelControls } from './use-panel-controls';

function Shell({ children }: { children: ReactNode }) {
  return <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">{children}</main>;
}

/**
 * The panel builder at /jobs/{jobId}/panel (docs/behaviour/review.md §2.6): available evaluated candidates on the
 * left, the panel with its insights and the printable briefing export on the right.
 */
export function PanelPage() {
  const { jobId = '' } = useParams();
  const controls = usePanelControls();
  const panel = useReviewPanel(jobId, controls.query);
  const membership = usePanelMembership(jobId);
  const exportBriefing = usePanelExport(jobId);
  const emptiedPage = panel.data ? lastFilledPage(panel.data.page, panel.data.available.length) : null;
  const { setOffset } = controls;
  useEffect(() => {
    if (emptiedPage !== null) setOffset(emptiedPage);
  }, [emptiedPage, setOffset]);

  if (panel.isPending) {
    return (
      <Shell>
        <Spinner label="Loading panel" />
      </Shell>
    );
  }
  if (panel.isError) {
    return (
      <Shell>
        <LoadError error={panel.error} notFoundTitle="Job not found" onRetry={() => void panel.refetch()} />
      </Shell>
    );
  }

  const payload = panel.data;
  const change = (action: 'add' | 'remove') => (candidate: PanelCandidate) =>
    membership.mutate({ sessionId: candidate.session.id, action, name: candidate.session.candidateName });

  return (
    <Shell>
      <header className="flex flex-col gap-1">
        <Link to={paths.candidates.href(jobId)} className="text-sm text-primary hover:underline">
          Back to Overview
        </Link>
        <h1 className="text-2xl font-semibold">Build Panel List</h1>
        <p className="text-muted-foreground">{payload.job.title}</p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        <AvailableColumn
          jobId={jobId}
          payload={payload}
          searchText={controls.searchText}
          onSearch={controls.setSearch}
          onPage={controls.setOffset}
          onAdd={change('add')}
          busy={membership.isPending}
        />
        <PanelColumn
          jobId={jobId}
          payload={payload}
          onRemove={change('remove')}
          onExport={() => exportBriefing(payload)}
          busy={membership.isPending}
        />
      </div>
    </Shell>
  );
}
