import type { PanelCandidate, PanelPayload } from '@sauti/core/contract/review-views';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PageButtons } from '@/components/review/page-buttons';
import { PanelCandidateRow } from './panel-candidate-row';

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col rounded-lg bg-muted p-2 text-center">
      <span className="text-xl font-semibold">{value}</span>
      <span className="text-xs text-muted-foreground">{label}</span>
    </div>
  );
}

/**
 * The left column of the panel builder (docs/behaviour/review.md §2.6): evaluated candidates not
 * in the panel, a page at a time, searchable by name or email (the server searches), with total /
 * strong / partial counts over all of them and an Add button each.
 */
export function AvailableColumn({
  jobId,
  payload,
  searchText,
  onSearch,
  onPage,
  onAdd,
  busy,
}: {
  jobId: string;
  payload: Pick<PanelPayload, 'available' | 'availableCounts' | 'page'>;
  searchText: string;
  onSearch: (text: string) => void;
  onPage: (offset: number) => void;
  onAdd: (candidate: PanelCandidate) => void;
  busy: boolean;
}) {
  const { available, availableCounts: counts, page } = payload;
  const from = page.offset + 1;
  const to = page.offset + available.length;
  return (
    <Card role="region" aria-labelledby="available-title">
      <CardHeader>
        <CardTitle id="available-title">Available Candidates</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid grid-cols-3 gap-2">
          <Count label="Total" value={counts.total} />
          <Count label="Strong Match" value={counts.strongMatch} />
          <Count label="Partial Match" value={counts.partialMatch} />
        </div>
        <Input
          type="search"
          aria-label="Search candidates"
          placeholder="Search by name or email"
          value={searchText}
          onChange={(event) => onSearch(event.target.value)}
        />
        {available.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {counts.total === 0
              ? 'Every evaluated candidate is in the panel.'
              : 'No candidates match your search.'}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {available.map((c) => (
              <PanelCandidateRow
                key={c.session.id}
                jobId={jobId}
                candidate={c}
                action="Add"
                onAction={() => onAdd(c)}
                disabled={busy}
              />
            ))}
          </ul>
        )}
        {available.length > 0 && page.matching > available.length && (
          <footer className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted-foreground">
            <p>
              Showing {from}–{to} of {page.matching}
            </p>
            <PageButtons page={page} shown={available.length} onPage={onPage} />
          </footer>
        )}
      </CardContent>
    </Card>
  );
}
