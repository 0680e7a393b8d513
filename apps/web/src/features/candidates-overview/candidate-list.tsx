import type { OverviewPayload } from '@sauti/core/contract/review-views';
import { PageButtons } from '@/components/review/page-buttons';
import { CandidateRow } from './candidate-row';

/** The empty-result text of the overview (docs/behaviour/review.md §8). */
export const NO_MATCHES = 'No candidates found matching your filters.';

/**
 * The rows of one page, the footer 'Showing X of Y completed interviews' (X the rows shown, Y all
 * completed interviews of the job) and Previous / Next page controls.
 */
export function CandidateList({
  jobId,
  payload,
  selected,
  onToggle,
  onPage,
}: {
  jobId: string;
  payload: OverviewPayload;
  selected: ReadonlySet<string>;
  onToggle: (sessionId: string, selected: boolean) => void;
  onPage: (offset: number) => void;
}) {
  const { candidates, page, job } = payload;
  return (
    <section aria-label="Candidates" className="flex flex-col gap-3">
      {candidates.length === 0 ? (
        <p className="rounded-xl border border-border bg-surface p-6 text-center text-muted-foreground">
          {NO_MATCHES}
        </p>
      ) : (
        candidates.map((candidate) => (
          <CandidateRow
            key={candidate.session.id}
            jobId={jobId}
            candidate={candidate}
            pillars={job.pillars}
            selected={selected.has(candidate.session.id)}
            onSelectedChange={(value) => onToggle(candidate.session.id, value)}
          />
        ))
      )}
      <footer className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
        <p>
          Showing {candidates.length} of {page.completed} completed interviews
        </p>
        <PageButtons page={page} shown={candidates.length} onPage={onPage} />
      </footer>
    </section>
  );
}
