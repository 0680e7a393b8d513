import type { PanelCandidate } from '@sauti/core/contract/review-views';
import { useState } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { PanelCandidateRow } from './panel-candidate-row';

/** Candidates whose name or email contains the search text (case-insensitive). */
export function searchCandidates(candidates: readonly PanelCandidate[], search: string): PanelCandidate[] {
  const needle = search.trim().toLowerCase();
  if (!needle) return [...candidates];
  return candidates.filter(({ session }) =>
    [session.candidateName, session.candidateEmail].some((text) => text?.toLowerCase().includes(needle)),
  );
}

function Count({ label, value }: { label: string; value: number }) {
  return (
    <div className="flex flex-col rounded-lg bg-muted p-2 text-center">
      <span className="text-xl font-semibold">{value}</span>
      <span className="text-xs text-muted-foreground">{label}</span>
    </div>
  );
}

/**
 * The left column of the panel builder (docs/behaviour/review.md §2.6): evaluated candidates not in the panel,
 * searchable by name or email, with total / strong / partial counts and an Add button each.
 */
export function AvailableColumn({
  jobId,
  candidates,
  onAdd,
  busy,
}: {
  jobId: string;
  candidates: readonly PanelCandidate[];
  onAdd: (candidate: PanelCandidate) => void;
  busy: boolean;
}) {
  const [search, setSearch] = useState('');
  const shown = searchCandidates(candidates, search);
  const count = (level: PanelCandidate['matchLevel']) =>
    candidates.filter((c) => c.matchLevel === level).length;
  return (
    <Card role="region" aria-labelledby="available-title">
      <CardHeader>
        <CardTitle id="available-title">Available Candidates</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="grid grid-cols-3 gap-2">
          <Count label="Total" value={candidates.length} />
          <Count label="Strong Match" value={count('Strong Match')} />
          <Count label="Partial Match" value={count('Partial Match')} />
        </div>
        <Input
          type="search"
          aria-label="Search candidates"
          placeholder="Search by name or email"
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
        {shown.length === 0 ? (
          <p className="text-sm text-muted-foreground">
            {candidates.length === 0
              ? 'Every evaluated candidate is in the panel.'
              : 'No candidates match your search.'}
          </p>
        ) : (
          <ul className="flex flex-col gap-2">
            {shown.map((c) => (
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
      </CardContent>
    </Card>
  );
}
