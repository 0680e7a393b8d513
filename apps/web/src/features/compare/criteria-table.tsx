import type { CandidateDetailPayload, ReviewPillar } from '@sauti/core/contract/review-views';
import { Badge } from '@/components/ui/badge';
import { candidateName } from '@/lib/review/display';
import { bestForCriterion } from './compare-rules';

/** The marker on the best score of a criterion (docs/behaviour/review.md §2.5). */
export const BEST = 'BEST';

/**
 * The criteria-by-criteria comparison: one row per enabled criterion, one column per candidate;
 * the best score of each row is marked BEST.
 */
export function CriteriaTable({
  pillars,
  candidates,
}: {
  pillars: readonly ReviewPillar[];
  candidates: readonly CandidateDetailPayload[];
}) {
  return (
    <section aria-labelledby="criteria-comparison" className="flex flex-col gap-3">
      <h2 id="criteria-comparison" className="text-lg font-semibold">
        Criteria-by-Criteria Comparison
      </h2>
      <div className="overflow-x-auto rounded-xl border border-border bg-surface">
        <table className="w-full text-sm">
          <thead>
            <tr className="border-b border-border text-left">
              <th scope="col" className="p-3">
                Criterion
              </th>
              {candidates.map((c) => (
                <th key={c.session.id} scope="col" className="p-3">
                  {candidateName(c.session.candidateName)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {pillars.map((pillar) => {
              const best = bestForCriterion(candidates, pillar.id);
              return (
                <tr key={pillar.id} className="border-b border-border last:border-0">
                  <th scope="row" className="p-3 text-left font-medium">
                    {pillar.label}
                  </th>
                  {candidates.map((c) => {
                    const score = c.pillarScores[pillar.id];
                    return (
                      <td key={c.session.id} className="p-3">
                        <span className="inline-flex items-center gap-2">
                          {typeof score === 'number' ? `${score}%` : '—'}
                          {best.has(c.session.id) && <Badge variant="success">{BEST}</Badge>}
                        </span>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
