import type { ReviewEvaluation } from '@sauti/core/contract/review-views';
import { NOT_SCORED_LABEL } from '@/lib/review/scoring';

/** Who scored the interview: "Built-in scoring, no language model" or the model's name. */
export function EvaluatorNote({ evaluation }: { evaluation: Pick<ReviewEvaluation, 'evaluator'> }) {
  return (
    <p className="text-xs text-muted-foreground" data-testid="evaluator-note">
      {evaluation.evaluator.label}
    </p>
  );
}

/** "Not scored — needs a human listen" with the reasons, for an interview without a score. */
export function NotScoredNotice({
  evaluation,
}: {
  evaluation: Pick<ReviewEvaluation, 'scored' | 'notScoredReasons' | 'notAssessable'>;
}) {
  if (evaluation.scored) return null;
  return (
    <section
      role="status"
      aria-label={NOT_SCORED_LABEL}
      className="flex flex-col gap-1 rounded-xl border border-warning bg-warning-soft p-3 text-warning"
    >
      <p className="font-semibold">{NOT_SCORED_LABEL}</p>
      <ul className="list-disc pl-5 text-sm">
        {evaluation.notScoredReasons.map((reason) => (
          <li key={reason}>{reason}</li>
        ))}
        {evaluation.notAssessable.map((item) => (
          <li key={item.questionIndex}>{item.message}</li>
        ))}
      </ul>
    </section>
  );
}
