import type { ReviewEvaluation } from '@sauti/core/contract/review-views';
import { resultWords } from '@sauti/core/rules/evaluator-label';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { aiSummary } from './detail-figures';

function flaggedText(count: number): string {
  return count === 1
    ? '1 evidence quote was dropped because it was not found in the transcript.'
    : `${count} evidence quotes were dropped because they were not found in the transcript.`;
}

/**
 * The transcript-quality gate's verdict: shown when the evaluation needs a human look or some
 * answers could not be assessed.
 */
export function QualityGateBox({ evaluation }: { evaluation: ReviewEvaluation }) {
  const { needsHumanReview, notAssessable, flaggedEvidenceCount } = evaluation;
  if (!needsHumanReview && notAssessable.length === 0) return null;
  return (
    <section
      aria-labelledby="quality-gate-heading"
      className="flex flex-col gap-2 rounded-xl border border-warning bg-warning-soft p-4 text-warning"
    >
      <h2 id="quality-gate-heading" className="font-semibold">
        Needs human review
      </h2>
      <p className="text-sm">Some answers could not be scored reliably; check them before deciding.</p>
      {notAssessable.length > 0 && (
        <ul className="list-disc pl-5 text-sm">
          {notAssessable.map((item) => (
            <li key={item.questionIndex}>{item.message}</li>
          ))}
        </ul>
      )}
      {flaggedEvidenceCount > 0 && <p className="text-sm">{flaggedText(flaggedEvidenceCount)}</p>}
    </section>
  );
}

/**
 * The summary card with the quality gate's verdict: 'AI Summary' when a language model made it,
 * 'Built-in scoring summary' otherwise (docs/behaviour/review.md §16).
 */
export function AiSummary({ evaluation }: { evaluation: ReviewEvaluation | null }) {
  return (
    <Card>
      <CardHeader>
        <CardTitle level={2}>{resultWords(evaluation?.evaluator ?? null).summary}</CardTitle>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <p>{aiSummary(evaluation)}</p>
        {evaluation && <QualityGateBox evaluation={evaluation} />}
      </CardContent>
    </Card>
  );
}
