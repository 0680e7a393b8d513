import type { CandidateDetailPayload } from '@sauti/core/contract/review-views';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent } from '@/components/ui/card';
import { candidateName } from '@/lib/review/display';
import { highestScoreIds } from './compare-rules';
import { overallScoreText } from '@/lib/review/scoring';
import { EvaluatorNote } from '@/components/review/scoring-notice';
import { matchLine } from '@/lib/review/figures';

/** The marker on the highest overall score (docs/behaviour/review.md §2.5). */
export const HIGHEST_SCORE = 'HIGHEST SCORE';

/** One overall score card per candidate; the highest score carries the HIGHEST SCORE marker. */
export function ScoreCards({ candidates }: { candidates: readonly CandidateDetailPayload[] }) {
  const highest = highestScoreIds(candidates);
  return (
    <section aria-labelledby="overall-scores" className="flex flex-col gap-3">
      <h2 id="overall-scores" className="text-lg font-semibold">
        Overall Scores
      </h2>
      <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {candidates.map((c) => (
          <li key={c.session.id} className="flex" aria-label={candidateName(c.session.candidateName)}>
            <Card className={highest.has(c.session.id) ? 'w-full border-success' : 'w-full'}>
              <CardContent className="flex flex-col gap-2 pt-4 sm:pt-6">
                {highest.has(c.session.id) && (
                  <Badge variant="success" className="self-start">
                    {HIGHEST_SCORE}
                  </Badge>
                )}
                <p className="font-semibold">{candidateName(c.session.candidateName)}</p>
                <p className="text-3xl font-bold">
                  {c.evaluation ? overallScoreText(c.evaluation) : 'Not evaluated'}
                </p>
                {c.evaluation && <EvaluatorNote evaluation={c.evaluation} />}
                {matchLine(c.figures, c.evaluation !== null) && (
                  <p className="text-sm text-muted-foreground">
                    {matchLine(c.figures, c.evaluation !== null)}
                  </p>
                )}
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
    </section>
  );
}
