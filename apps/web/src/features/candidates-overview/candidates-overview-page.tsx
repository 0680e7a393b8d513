import { Link, useParams } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { LoadError } from '@/components/review/load-error';
import { ExportButtons } from '@/components/review/export-buttons';
import { useOverview } from '@/api/review';
import { overviewExportHref, type OverviewExportFilters } from '@/api/spreadsheet-exports';
import { paths } from '@/paths';
import { CandidateList } from './candidate-list';
import { CriteriaBreakdown } from './criteria-breakdown';
import { FeedbackSettingsPanel } from './feedback-settings-panel';
import { InviteCandidatesPanel } from './invite-candidates-panel';
import { MIN_COMPARE } from './overview-options';
import { OverviewSkeleton } from './overview-skeleton';
import { OverviewStatCards } from './overview-stat-cards';
import { OverviewToolbar } from './overview-toolbar';
import { ReviewRequestsBadge } from './review-requests-badge';
import { TeamRatingsCard } from './team-ratings-card';
import { useOverviewControls } from './use-overview-controls';

function HeaderActions({
  jobId,
  selected,
  filters,
}: {
  jobId: string;
  selected: ReadonlySet<string>;
  /** The export writes what the list shows: the same search, filter and sort, every page. */
  filters: OverviewExportFilters;
}) {
  return (
    <div className="flex flex-wrap gap-2">
      <ExportButtons label="candidates" hrefOf={(format) => overviewExportHref(jobId, format, filters)} />
      {selected.size >= MIN_COMPARE && (
        <Link to={paths.compare.href(jobId, [...selected])} className={buttonClasses('secondary', 'sm')}>
          Compare Selected ({selected.size})
        </Link>
      )}
      <Link to={paths.panel.href(jobId)} className={buttonClasses('primary', 'sm')}>
        Build Panel List
      </Link>
    </div>
  );
}

/**
 * The criteria-based candidates overview at /jobs/{jobId}/candidates (docs/behaviour/review.md §2.3): stat cards,
 * criteria breakdown, the agreement with the team's ratings (docs/behaviour/review.md §15), and the
 * completed interviews searched, filtered, sorted and paged by the server, each selectable for
 * comparison and addable to the panel.
 */
export function CandidatesOverviewPage() {
  const { jobId = '' } = useParams();
  const controls = useOverviewControls();
  const overview = useOverview(jobId, controls.query);

  let body;
  if (overview.isPending) body = <OverviewSkeleton />;
  else if (overview.isError)
    body = (
      <LoadError
        error={overview.error}
        notFoundTitle="Job not found"
        onRetry={() => void overview.refetch()}
      />
    );
  else {
    const payload = overview.data;
    body = (
      <>
        <OverviewStatCards stats={payload.stats} />
        <CriteriaBreakdown pillars={payload.job.pillars} breakdown={payload.criteriaBreakdown} />
        <TeamRatingsCard jobId={jobId} />
        <OverviewToolbar
          search={controls.searchText}
          filter={controls.filter}
          sort={controls.sort}
          onSearch={controls.setSearch}
          onFilter={controls.setFilter}
          onSort={controls.setSort}
        />
        <div aria-busy={overview.isFetching}>
          <CandidateList
            jobId={jobId}
            payload={payload}
            selected={controls.selected}
            onToggle={controls.toggle}
            onPage={controls.setOffset}
          />
        </div>
      </>
    );
  }

  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <Link to={paths.dashboard.href()} className="text-sm text-primary hover:underline">
            Back to Jobs
          </Link>
          <h1 className="text-2xl font-semibold">{overview.data?.job.title ?? 'Candidates'}</h1>
          <p className="text-muted-foreground">Candidates overview</p>
          {overview.isSuccess && (
            <div className="mt-2">
              <ReviewRequestsBadge jobId={jobId} />
            </div>
          )}
        </div>
        {overview.isSuccess && (
          <HeaderActions
            jobId={jobId}
            selected={controls.selected}
            filters={{ search: controls.query.search, filter: controls.filter, sort: controls.sort }}
          />
        )}
      </div>
      {body}
      {overview.isSuccess && <InviteCandidatesPanel jobId={jobId} />}
      {overview.isSuccess && <FeedbackSettingsPanel jobId={jobId} />}
    </main>
  );
}
