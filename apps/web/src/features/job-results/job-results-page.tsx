import { useParams } from 'react-router';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { CandidateCard } from './candidate-card';
import { DashboardActions } from './dashboard-actions';
import { DashboardStats } from './dashboard-stats';
import { DashboardError, JobNotFound } from './dashboard-states';
import { ResultsToolbar } from './results-toolbar';
import { useDashboardPages } from './use-dashboard-pages';

function JobResults({ jobId }: { jobId: string }) {
  const { first, candidates, total, hasMore, loadingMore, loadMore } = useDashboardPages(jobId);
  // A failed poll keeps the last data on screen; the error states show only when nothing loaded.
  if (!first.data) {
    if (first.isPending) return <Spinner label="Loading dashboard" className="m-8" />;
    if (isApiError(first.error) && first.error.status === 404) return <JobNotFound />;
    return <DashboardError />;
  }
  const { job, progress } = first.data;
  return (
    <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">
      <header className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div>
          <h1 className="text-2xl font-semibold">{job.title}</h1>
          <p className="text-muted-foreground">Interview results</p>
        </div>
        <DashboardActions job={job} />
      </header>
      <DashboardStats progress={progress} />
      <section aria-labelledby="results-heading" className="flex flex-col gap-4">
        <h2 id="results-heading" className="text-xl font-semibold">
          Interview Results
        </h2>
        <ResultsToolbar />
        {candidates.length === 0 ? (
          <p className="text-muted-foreground">No evaluated interviews yet.</p>
        ) : (
          <ul aria-label="Candidates" className="grid gap-4 lg:grid-cols-2">
            {candidates.map((candidate) => (
              <li key={candidate.session.id} className="flex">
                <CandidateCard job={job} candidate={candidate} />
              </li>
            ))}
          </ul>
        )}
        <p className="text-sm text-muted-foreground">
          Showing {candidates.length} of {total} evaluated candidates
        </p>
        {hasMore && (
          <Button variant="outline" className="self-center" disabled={loadingMore} onClick={loadMore}>
            {loadingMore ? 'Loading...' : 'Load more'}
          </Button>
        )}
      </section>
    </main>
  );
}

/**
 * The legacy job dashboard at /dashboard/{jobId} and /hr-dashboard/{jobId} (docs/behaviour/review.md §2.2): stats,
 * actions, the evaluated candidates' cards (refreshed every 5 s) and a Load more control.
 */
export function JobResultsPage() {
  const { jobId } = useParams();
  if (!jobId) return <JobNotFound />;
  // A new job starts from its first page.
  return <JobResults key={jobId} jobId={jobId} />;
}
