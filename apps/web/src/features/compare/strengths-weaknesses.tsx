import type { CandidateDetailPayload } from '@sauti/core/contract/review-views';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { candidateName } from '@/lib/review/display';
import { sentences, shownConcern } from './compare-rules';

function Lines({ title, lines, empty }: { title: string; lines: string[]; empty: string }) {
  return (
    <div className="flex flex-col gap-1">
      <h4 className="text-sm font-semibold">{title}</h4>
      {lines.length ? (
        <ul className="list-disc pl-5 text-sm">
          {lines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted-foreground">{empty}</p>
      )}
    </div>
  );
}

/**
 * Strengths and weaknesses per candidate, with the top strength and — only when the lowest
 * criterion scores below 70 — the Main Concern (docs/behaviour/review.md §2.5, §9).
 */
export function StrengthsWeaknesses({ candidates }: { candidates: readonly CandidateDetailPayload[] }) {
  return (
    <section aria-labelledby="strengths-weaknesses" className="flex flex-col gap-3">
      <h2 id="strengths-weaknesses" className="text-lg font-semibold">
        Strengths and Weaknesses
      </h2>
      <ul className="grid gap-4 md:grid-cols-2">
        {candidates.map((c) => {
          const concern = shownConcern(c.mainConcern);
          const name = candidateName(c.session.candidateName);
          return (
            <li key={c.session.id} className="flex" aria-label={`${name} strengths and weaknesses`}>
              <Card className="w-full">
                <CardHeader>
                  <CardTitle>{name}</CardTitle>
                </CardHeader>
                <CardContent className="flex flex-col gap-3">
                  {c.topStrength && (
                    <p className="text-sm">
                      <span className="font-semibold text-success">Top Strength: </span>
                      {c.topStrength.label} ({c.topStrength.score}%)
                    </p>
                  )}
                  {concern && (
                    <p className="text-sm">
                      <span className="font-semibold text-destructive">Main Concern: </span>
                      {concern.label} ({concern.score}%)
                    </p>
                  )}
                  <Lines
                    title="Strengths"
                    lines={sentences(c.evaluation?.strengths)}
                    empty="No strengths recorded."
                  />
                  <Lines
                    title="Weaknesses"
                    lines={sentences(c.evaluation?.weaknesses)}
                    empty="No weaknesses recorded."
                  />
                </CardContent>
              </Card>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
