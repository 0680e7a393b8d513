import type { ComparisonResult } from '@sauti/core/contract/comparison';
import { BUILT_IN_SCORING } from '@sauti/core/rules/evaluator-label';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Spinner } from '@/components/ui/spinner';

/**
 * The analysis is composed by rules from the stored evaluations, never by a language model, so it
 * is named 'Built-in scoring' and not 'AI' (docs/behaviour/review.md §2.5, §16).
 */
export const ANALYSIS_TITLE = `Comparative Analysis (${BUILT_IN_SCORING})`;
/** The loading line of the analysis (docs/behaviour/review.md §2.5). */
export const ANALYSIS_LOADING = 'Preparing the comparative analysis...';
/** The failure title and hint of the analysis (docs/behaviour/review.md §2.5, §8). */
export const ANALYSIS_FAILED = 'Failed to generate comparative analysis';
export const ANALYSIS_FAILED_HINT = 'Please try refreshing the page';

function KeyedList({ title, entries }: { title: string; entries: Record<string, string> }) {
  return (
    <section className="flex flex-col gap-2">
      <h3 className="font-semibold">{title}</h3>
      <dl className="flex flex-col gap-2">
        {Object.entries(entries).map(([name, text]) => (
          <div key={name} className="rounded-lg border border-border p-3">
            <dt className="font-medium">{name}</dt>
            <dd className="text-sm text-muted-foreground">{text}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

/**
 * The comparative analysis (docs/behaviour/review.md §2.5): summary, key differentiators, a recommendation per
 * candidate and best-fit scenarios, or its loading / failure state. `pending` covers both the wait
 * for the candidates and the analysis call itself.
 */
export function ComparisonAnalysis({
  result,
  pending,
  failed,
}: {
  result: ComparisonResult | undefined;
  pending: boolean;
  failed: boolean;
}) {
  let body;
  if (failed) {
    body = (
      <div role="alert" className="flex flex-col gap-1">
        <p className="font-medium text-destructive">{ANALYSIS_FAILED}</p>
        <p className="text-sm text-muted-foreground">{ANALYSIS_FAILED_HINT}</p>
      </div>
    );
  } else if (pending || !result) {
    body = (
      <div className="flex items-center gap-3">
        <Spinner label="Loading analysis" />
        <p className="text-muted-foreground">{ANALYSIS_LOADING}</p>
      </div>
    );
  } else {
    body = (
      <div className="flex flex-col gap-5">
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold">Summary</h3>
          <p>{result.summary}</p>
        </section>
        <section className="flex flex-col gap-2">
          <h3 className="font-semibold">Key Differentiators</h3>
          <ul className="list-disc pl-5">
            {result.keyDifferentiators.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </section>
        <KeyedList title="Individual Recommendations" entries={result.recommendations} />
        <KeyedList title="Best Fit Scenarios" entries={result.bestFitFor} />
      </div>
    );
  }
  return (
    <Card>
      <CardHeader>
        <CardTitle>{ANALYSIS_TITLE}</CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
