import type { ReactNode } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import { isApiError } from '@/lib/api-client';
import { paths } from '@/paths';
import { formatDate } from '@/lib/review/display';
import { openPrintWindow } from '@/lib/print-window';
import { buildComparisonHtml } from './comparison-html';
import { ComparisonAnalysis } from './comparison-analysis';
import { MIN_COMPARED, parseSessionIds, strongMatchCount } from './compare-rules';
import { CriteriaTable } from './criteria-table';
import { ScoreCards } from './score-cards';
import { StrengthsWeaknesses } from './strengths-weaknesses';
import { useCompareData } from './use-compare-data';

function Shell({ children }: { children: ReactNode }) {
  return <main className="mx-auto flex w-full max-w-6xl flex-col gap-6 p-4 sm:p-6">{children}</main>;
}

function NoCandidates({ jobId }: { jobId: string }) {
  return (
    <Shell>
      <section className="flex flex-col items-center gap-3 rounded-xl border border-border bg-surface p-8 text-center">
        <h1 className="text-xl font-semibold">No Candidates to Compare</h1>
        <p className="text-muted-foreground">Select at least 2 candidates to compare.</p>
        <Link to={paths.candidates.href(jobId)} className={buttonClasses('primary')}>
          Go to Overview
        </Link>
      </section>
    </Shell>
  );
}

function CompareView({ jobId, sessionIds }: { jobId: string; sessionIds: string[] }) {
  const { job, candidates, candidatesPending, failedIds, analysis } = useCompareData(jobId, sessionIds);
  if (isApiError(job.error) && job.error.status === 404) {
    return (
      <Shell>
        <h1 className="text-xl font-semibold">Job not found</h1>
      </Shell>
    );
  }
  if (candidatesPending && candidates.length === 0) {
    return (
      <Shell>
        <Spinner label="Loading candidates" />
      </Shell>
    );
  }
  const jobTitle = job.data?.title ?? candidates[0]?.job.title ?? '';
  const pillars = candidates[0]?.job.pillars ?? [];
  const tooFew = !candidatesPending && candidates.length < MIN_COMPARED;
  const strong = strongMatchCount(candidates);

  const download = () =>
    openPrintWindow(
      `Candidate Comparison - ${jobTitle}`,
      buildComparisonHtml({
        jobTitle,
        pillars,
        candidates,
        analysis: analysis.data ?? null,
        generatedOn: formatDate(new Date().toISOString()),
      }),
    );

  return (
    <Shell>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div className="flex flex-col gap-1">
          <Link to={paths.candidates.href(jobId)} className="text-sm text-primary hover:underline">
            Back to Overview
          </Link>
          <h1 className="text-2xl font-semibold">Compare Candidates</h1>
          <p className="text-muted-foreground">
            {jobTitle} · {candidates.length} candidates
          </p>
        </div>
        <Button variant="outline" onClick={download} disabled={candidates.length < MIN_COMPARED}>
          Download Comparison
        </Button>
      </header>
      {failedIds.length > 0 && (
        <p role="alert" className="text-sm text-destructive">
          Could not load {failedIds.length === 1 ? 'one candidate' : `${failedIds.length} candidates`}.
        </p>
      )}
      <ComparisonAnalysis
        result={analysis.data}
        pending={analysis.isPending && !tooFew}
        failed={analysis.isError || tooFew}
      />
      <ScoreCards candidates={candidates} />
      <CriteriaTable pillars={pillars} candidates={candidates} />
      <StrengthsWeaknesses candidates={candidates} />
      <footer className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-border bg-surface p-4">
        <p>
          {strong} of {candidates.length} compared candidates {strong === 1 ? 'is a' : 'are'} strong{' '}
          {strong === 1 ? 'match' : 'matches'}.
        </p>
        <Link to={paths.panel.href(jobId)} className={buttonClasses('primary')}>
          Build Panel List
        </Link>
      </footer>
    </Shell>
  );
}

/**
 * The comparison at /jobs/{jobId}/compare?sessions=a,b (docs/behaviour/review.md §2.5): the comparative
 * analysis, overall score cards, the criteria table, strengths and weaknesses, a footer counting
 * strong matches, and Download Comparison as a printable report.
 */
export function ComparePage() {
  const { jobId = '' } = useParams();
  const [params] = useSearchParams();
  const sessionIds = parseSessionIds(params.get('sessions'));
  if (sessionIds.length < MIN_COMPARED) return <NoCandidates jobId={jobId} />;
  // A new set of ids is a new comparison: remount so nothing of the previous one lingers.
  return <CompareView key={sessionIds.join(',')} jobId={jobId} sessionIds={sessionIds} />;
}
